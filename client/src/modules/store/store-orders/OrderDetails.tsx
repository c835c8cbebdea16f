// Egy rendelés (/keszlet/rendelesek/{id}.html): its state and dates, its lines as ordered (copied
// at checkout) with net, VAT and gross, and the moves the server allows this user.
import { Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { ApiError, toApiError } from '../../../api/errors.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { toast } from '../../../ui/toasts.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { Link } from 'react-router-dom';
import { modulePaths } from '@etanker/shared/modules.ts';

const Field = ({ label, value }: { label: string; value: string | null }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value ?? '–'}</Text>
  </div>
);

export function OrderDetails({ id }: { id: number }) {
  usePageTitle(`Rendelés #${id}`);
  const utils = trpc.useUtils();
  const order = trpc.storeOrders.get.useQuery({ id });
  const moved = {
    onSuccess: (answer: NonNullable<typeof order.data>) => {
      utils.storeOrders.get.setData({ id }, answer);
      void utils.storeOrders.list.invalidate();
      toast('success', `A rendelés állapota: ${answer.state_name}.`);
    },
    onError: (error: unknown) => {
      const failure = toApiError(error);
      toast('error', failure instanceof ApiError ? failure.message : String(error));
    },
  };
  const verify = trpc.storeOrders.verify.useMutation(moved);
  const close = trpc.storeOrders.close.useMutation(moved);
  const cancel = trpc.storeOrders.cancel.useMutation(moved);
  const commitment = trpc.storeOrders.commitment.useMutation(moved);
  const o = order.data;
  if (!o) return null;
  return (
    <Stack>
      <Title order={1} size="h2">
        Rendelés #{o.id}: {o.state_name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label="Intézmény" value={o.institution.name} />
        <Field label="Megrendelő" value={o.user.name} />
        <Field label="Kategória" value={o.category?.name ?? 'Több kategória'} />
        <Field label="Megrendelve" value={o.created_at} />
        <Field label="Jóváhagyva" value={o.verified_at} />
        <Field label="Teljesítve" value={o.closed_at} />
        <Field label="Visszavonva" value={o.cancelled_at} />
        <div>
          <Text size="xs" c="dimmed">
            Kötelezettségvállalás
          </Text>
          {o.commitment ? <Link to={modulePaths('commitments').detailPath(o.commitment.id)}>{o.commitment.name}</Link> : <Text size="sm">–</Text>}
        </div>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Termék</Table.Th>
              <Table.Th ta="right">Mennyiség</Table.Th>
              <Table.Th ta="right">Egységár</Table.Th>
              <Table.Th>ÁFA</Table.Th>
              <Table.Th ta="right">Nettó</Table.Th>
              <Table.Th ta="right">Bruttó</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.product_name} – {item.variant_name}
                </Table.Td>
                <Table.Td ta="right">{item.quantity} db</Table.Td>
                <Table.Td ta="right">{formatMoney(item.price)}</Table.Td>
                <Table.Td>{item.vat.name}</Table.Td>
                <Table.Td ta="right">{formatMoney(item.net_price)}</Table.Td>
                <Table.Td ta="right">{formatMoney(item.gross_price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={2}>
        <Text size="sm">Nettó: {formatMoney(o.net_price)}</Text>
        <Text size="sm">ÁFA: {formatMoney(o.vat)}</Text>
        <Text fw={700}>Bruttó: {formatMoney(o.gross_price)}</Text>
      </Stack>
      <Group>
        {o.can_verify && (
          <Button onClick={() => verify.mutate({ id })} loading={verify.isPending}>
            Jóváhagyás
          </Button>
        )}
        {o.can_close && (
          <Button onClick={() => close.mutate({ id })} loading={close.isPending}>
            Teljesítve
          </Button>
        )}
        {o.can_commitment && (
          <Button variant="light" onClick={() => commitment.mutate({ id })} loading={commitment.isPending}>
            Kötelezettségvállalás készítése
          </Button>
        )}
        {o.can_cancel && (
          <Button color="red" variant="light" onClick={() => cancel.mutate({ id })} loading={cancel.isPending}>
            Visszavonás
          </Button>
        )}
      </Group>
    </Stack>
  );
}
