// Issue 23 item 4: a page the user may not open (the server answers its query 403) says so, with
// a way back to the landing page, instead of a loader that never ends: the meta-driven screens
// (their meta/ refused), lists and details alike.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../api/errors.ts';
import { renderWithMantine } from '../test/render.tsx';

const refused = { data: undefined, isLoading: false, isFetching: false, error: new ApiError(403, 'Nincs jogosultsága.') };
vi.mock('./moduleApi.ts', () => ({
  moduleApi: () => new Proxy({}, { get: () => ({ useQuery: () => refused, useMutation: () => ({}) }) }),
  workflowApi: () => new Proxy({}, { get: () => ({ useQuery: () => refused, useMutation: () => ({}) }) }),
  useInvalidateModule: () => async () => {},
}));

const { metaScreens } = await import('./MetaScreens.tsx');
const { ListPage } = await import('./ListPage.tsx');
const { DetailPage } = await import('./DetailPage.tsx');

const screens = metaScreens({
  moduleKey: 'employees',
  section: '/hr/dolgozok',
  listPath: '/hr/dolgozok/lista.html',
  title: 'Dolgozók',
  newLabel: 'Új dolgozó',
  newTitle: 'Új dolgozó',
  recordTitle: () => 'Dolgozó',
});

afterEach(cleanup);

function expectForbidden() {
  expect(screen.getByText('Nincs jogosultsága ehhez az oldalhoz.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Vissza a kezdőlapra' }).getAttribute('href')).toBe('/');
  expect(screen.queryByLabelText('Betöltés')).toBeNull();
}

describe('a forbidden page', () => {
  it.each([
    ['list', () => <screens.List />],
    ['new', () => <screens.New />],
    ['details', () => <screens.Details id={3} />],
  ])('says so on the meta-driven %s screen', (_kind, render) => {
    renderWithMantine(<MemoryRouter>{render()}</MemoryRouter>);
    expectForbidden();
  });

  it('says so on a list whose rows are refused', () => {
    renderWithMantine(
      <MemoryRouter>
        <ListPage
          config={{
            moduleKey: 'positions',
            title: 'Álláshelyek',
            restBase: 'allashelyek',
            detailPath: (id) => `/${id}.html`,
            workflow: true,
            exportable: false,
            columns: [],
          }}
        />
      </MemoryRouter>,
    );
    expectForbidden();
    expect(screen.queryByText('Nincs találat.')).toBeNull();
  });

  it('says so on a details page whose record is refused', () => {
    renderWithMantine(
      <MemoryRouter>
        <DetailPage
          config={{
            kind: 'workflow',
            moduleKey: 'positions',
            restBase: 'allashelyek',
            initialState: 'saved',
            listPath: '/lista.html',
            detailPath: (id) => `/${id}.html`,
            title: () => 'Álláshely',
            newTitle: 'Új álláshely',
            fields: [],
          }}
          id={3}
        />
      </MemoryRouter>,
    );
    expectForbidden();
  });
});
