// The folder browser of a library (MODULES.md §3.60): the breadcrumb from the root, a folder's
// entries (folders first; search below the folder and order), new folder, upload, download and
// delete where the server's flags allow; a file's page previews a PDF or an image and lists its
// versions, each downloadable, with a new version uploaded under the same name.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Anchor, Badge, Breadcrumbs, Button, Group, Loader, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { modulePaths } from '@etanker/shared/modules.ts';
import { downloadFile } from '../../../api/rest.ts';
import { errorText, toApiError } from '../../../api/errors.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { Forbidden, isForbidden } from '../../../ui/Forbidden.tsx';
import { formatDate, formatNumber } from '../../../ui/formatters.ts';
import { toast } from '../../../ui/toasts.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { deleteEntry, useFolder, useRefresh } from './api.ts';
import { EntryDialog } from './EntryDialog.tsx';
import { Preview, previewable } from './Preview.tsx';
import type { TDocumentEntry, TDocumentFolder, TLibrary } from './types.ts';

const ORDERS = [
  { value: 'name', label: 'Név szerint' },
  { value: '-updated_at', label: 'Legutóbb módosított elöl' },
  { value: '-size', label: 'Legnagyobb elöl' },
];

export const sizeText = (size: number | null) => (size === null ? '' : `${formatNumber(Math.max(1, Math.ceil(size / 1024)))} kB`);

function download(path: string, name: string) {
  downloadFile(path, name).catch((error: unknown) => toast('error', errorText(toApiError(error))));
}

function EntryRow({ library, entry, onDelete }: { library: TLibrary; entry: TDocumentEntry; onDelete: (e: TDocumentEntry) => void }) {
  const paths = modulePaths(library.moduleKey);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color={entry.is_folder ? 'yellow' : 'blue'} style={{ flexShrink: 0 }}>
            {entry.is_folder ? 'Mappa' : (entry.file_name?.split('.').pop()?.toUpperCase() ?? 'Fájl')}
          </Badge>
          <Anchor component={Link} to={paths.detailPath(entry.id)} style={{ wordBreak: 'break-word' }}>
            {entry.name}
          </Anchor>
          {entry.version_count > 1 ? (
            <Text size="xs" c="dimmed">
              {entry.version_count} verzió
            </Text>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(entry.updated_at)}
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {sizeText(entry.size)}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {entry.file ? (
            <Button size="compact-sm" variant="light" onClick={() => download(entry.file!, entry.file_name ?? entry.name)}>
              Letöltés
            </Button>
          ) : null}
          {entry.can_delete ? (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDelete(entry)}>
              Törlés
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function FileView({ folder }: { folder: TDocumentFolder }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        {folder.file_name} · {sizeText(folder.size)} · módosítva: {formatDate(folder.updated_at)}
      </Text>
      {folder.file && previewable(folder.mime_type) ? <Preview path={folder.file} mime={folder.mime_type!} name={folder.name} /> : null}
      <Title order={2} size="h4">
        Verziók
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fájl</Table.Th>
              <Table.Th>Feltöltve</Table.Th>
              <Table.Th visibleFrom="sm">Feltöltötte</Table.Th>
              <Table.Th visibleFrom="sm">Méret</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {folder.versions.map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => download(v.file, v.file_name)} style={{ wordBreak: 'break-word' }}>
                    {v.file_name}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(v.created_at)}</Table.Td>
                <Table.Td visibleFrom="sm">{v.creator?.name ?? ''}</Table.Td>
                <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {sizeText(v.size)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export function DocumentBrowser({ library, id }: { library: TLibrary; id: number | null }) {
  const paths = modulePaths(library.moduleKey);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [orderBy, setOrderBy] = useState('name');
  const [dialog, setDialog] = useState<'folder' | 'upload' | 'version' | null>(null);
  const folder = useFolder(library, id, { q, orderBy });
  const refresh = useRefresh(library);
  const current = folder.data;
  usePageTitle(current?.name ?? library.title);

  if (folder.error) return isForbidden(folder.error) ? <Forbidden /> : <Alert color="red">{errorText(toApiError(folder.error))}</Alert>;
  if (!current) return <Loader aria-label="Betöltés" />;

  const remove = (entry: TDocumentEntry) =>
    confirmAction({
      title: 'Törlés',
      question: entry.is_folder
        ? `Biztosan törli a(z) „${entry.name}” mappát a teljes tartalmával?`
        : `Biztosan törli a(z) „${entry.name}” dokumentumot minden verziójával?`,
      destructive: true,
      onConfirm: () => {
        deleteEntry(library, entry.id)
          .then(async () => {
            toast('success', 'Törölve.');
            await refresh();
            if (entry.id === id) void navigate(current.parent === null ? paths.listPath : paths.detailPath(current.parent));
          })
          .catch((error: unknown) => toast('error', errorText(toApiError(error))));
      },
    });

  const crumbs = [
    { to: paths.listPath, name: library.title },
    ...current.path.map((p) => ({ to: paths.detailPath(p.id), name: p.name })),
    ...(current.id === null ? [] : [{ to: paths.detailPath(current.id), name: current.name }]),
  ];
  const done = (made: number | null) => {
    setDialog(null);
    toast('success', 'Mentve.');
    void refresh();
    if (dialog === 'folder' && made !== null) void navigate(paths.detailPath(made));
  };

  return (
    <Stack gap="sm">
      <Breadcrumbs separator="›" style={{ flexWrap: 'wrap' }}>
        {crumbs.map((c, index) =>
          index === crumbs.length - 1 ? (
            <Text key={c.to} size="sm">
              {c.name}
            </Text>
          ) : (
            <Anchor key={c.to} component={Link} to={c.to} size="sm">
              {c.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2" style={{ wordBreak: 'break-word' }}>
          {current.name}
        </Title>
        <Group gap="xs">
          {current.is_folder && library.writable && current.can_create ? (
            <>
              <Button variant="default" onClick={() => setDialog('folder')}>
                Új mappa
              </Button>
              <Button onClick={() => setDialog('upload')}>Feltöltés</Button>
            </>
          ) : null}
          {!current.is_folder && library.writable && !current.read_only ? <Button onClick={() => setDialog('version')}>Új verzió</Button> : null}
          {!current.is_folder && current.file ? (
            <Button variant="light" onClick={() => download(current.file!, current.file_name ?? current.name)}>
              Letöltés
            </Button>
          ) : null}
          {current.id !== null && current.can_delete ? (
            <Button variant="subtle" color="red" onClick={() => remove({ ...current, id: current.id! })}>
              Törlés
            </Button>
          ) : null}
        </Group>
      </Group>
      {current.read_only && current.is_folder ? (
        <Text size="sm" c="dimmed">
          Ez a mappa csak olvasható.
        </Text>
      ) : null}
      {current.is_folder ? (
        <>
          <Group gap="xs" align="flex-end">
            <TextInput
              aria-label="Keresés"
              placeholder="Keresés névre ebben a mappában"
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
              w={300}
              maw="100%"
            />
            <Select aria-label="Rendezés" data={ORDERS} value={orderBy} onChange={(v) => setOrderBy(v ?? 'name')} allowDeselect={false} w={240} maw="100%" />
          </Group>
          {current.entries.length === 0 ? (
            <Text c="dimmed">{q.trim() ? 'Nincs találat.' : 'A mappa üres.'}</Text>
          ) : (
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Név</Table.Th>
                  <Table.Th visibleFrom="sm">Módosítva</Table.Th>
                  <Table.Th visibleFrom="sm">Méret</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Műveletek</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {current.entries.map((entry) => (
                  <EntryRow key={entry.id} library={library} entry={entry} onDelete={remove} />
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      ) : (
        <FileView folder={current} />
      )}
      {dialog ? (
        <EntryDialog
          library={library}
          kind={dialog === 'folder' ? 'folder' : 'upload'}
          parent={dialog === 'version' ? current.parent : current.id}
          name={dialog === 'version' ? current.name : undefined}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
    </Stack>
  );
}
