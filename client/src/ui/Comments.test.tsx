import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { CommentFlagBoxes, commentForm } from './Comments.tsx';
import { EMPTY_COMMENT_FLAGS } from './commentFlags.ts';

afterEach(cleanup);

function Harness({ isCentre }: { isCentre: boolean }) {
  const [flags, setFlags] = useState(EMPTY_COMMENT_FLAGS);
  return <CommentFlagBoxes flags={flags} onChange={setFlags} isCentre={isCentre} />;
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('<CommentFlagBoxes>', () => {
  it('shows only "important" to schools', () => {
    renderWithMantine(<Harness isCentre={false} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(box('Fontos')).toBeTruthy();
  });

  it('lets the centre tick flags; private and the school flags exclude each other', () => {
    renderWithMantine(<Harness isCentre />);
    fireEvent.click(box('Az iskolának válaszolnia kell'));
    fireEvent.click(box('Mellékletre vár'));
    expect(box('Az iskolának válaszolnia kell').checked).toBe(true);
    fireEvent.click(box('Csak központi megjegyzés'));
    expect(box('Csak központi megjegyzés').checked).toBe(true);
    expect(box('Az iskolának válaszolnia kell').checked).toBe(false);
    expect(box('Mellékletre vár').checked).toBe(false);
    fireEvent.click(box('Mellékletre vár'));
    expect(box('Csak központi megjegyzés').checked).toBe(false);
  });
});

describe('commentForm', () => {
  it('sends the text, every flag and each file as an attachment part', () => {
    const files = [new File(['a'], 'a.txt'), new File(['b'], 'b.pdf')];
    const form = commentForm('Lásd a csatolt fájlokat.', { ...EMPTY_COMMENT_FLAGS, important: true }, files);
    expect(form.get('content')).toBe('Lásd a csatolt fájlokat.');
    expect(form.get('important')).toBe('true');
    expect(form.get('private_comment')).toBe('false');
    expect(form.getAll('attachment').map((file) => (file as File).name)).toEqual(['a.txt', 'b.pdf']);
  });
});
