import { Button, Group, Select, Text } from '@mantine/core';
import { lastPage, pageWindow, PAGE_SIZES } from './pagination.ts';

interface TPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function Pagination({ page, pageSize, total, onPage, onPageSize }: TPaginationProps) {
  const last = lastPage(total, pageSize);
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm">Összesen: {total}</Text>
      <Group gap={4} component="nav" aria-label="Lapozás">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Előző oldal">
          ‹
        </Button>
        {pageWindow(page, total, pageSize).map((number) => (
          <Button
            key={number}
            size="xs"
            variant={number === page ? 'filled' : 'default'}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ))}
        <Button variant="default" size="xs" disabled={page >= last} onClick={() => onPage(page + 1)} aria-label="Következő oldal">
          ›
        </Button>
      </Group>
      <Select
        aria-label="Oldalméret"
        size="xs"
        w={80}
        data={PAGE_SIZES.map(String)}
        value={String(pageSize)}
        allowDeselect={false}
        onChange={(value) => value && onPageSize(Number(value))}
      />
    </Group>
  );
}
