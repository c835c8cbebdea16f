// Saját kosár (/keszlet/kosarak/sajat.html): the own basket's lines with their quantities (set on
// leaving the field; the server refuses a quantity below the minimum or off the packaging unit,
// and says why), each line's and the basket's net, VAT and gross, and checkout.
import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { ApiError, toApiError } from '../../../api/errors.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { toast } from '../../../ui/toasts.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { modulePaths } from '@etanker/shared/modules.ts';

const messageOf = (error: unknown) => {
  const failure = toApiError(error);
  return failure instanceof ApiError ? (Object.values(failure.fieldErrors).flat()[0] ?? failure.message) : String(error);
};

function QuantityCell({ basketId, itemId, quantity, step }: { basketId: number; itemId: number; quantity: number; step: number }) {
  const utils = trpc.useUtils();
  const [value, setValue] = useState<number | string>(quantity);
  const [error, setError] = useState<string | null>(null);
  const set = trpc.storeBasket.setQuantity.useMutation({
    onSuccess: (basket) => {
      setError(null);
      utils.storeBasket.own.setData(undefined, basket);
    },
    onError: (e) => setError(messageOf(e)),
  });
  const send = () => {
    if (Number(value) !== quantity) set.mutate({ id: basketId, itemId, quantity: Number(value) });
  };
  return (
    <NumberInput
      aria-label="Mennyiség"
      value={value}
      onChange={setValue}
      onBlur={send}
      onKeyDown={(e) => e.key === 'Enter' && send()}
      min={1}
      step={step}
      allowDecimal={false}
      suffix=" db"
      w={120}
      error={error}
    />
  );
}

export function BasketPage() {
  usePageTitle('Saját kosár');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const basket = trpc.storeBasket.own.useQuery();
  const remove = trpc.storeBasket.removeItem.useMutation({ onSuccess: (b) => utils.storeBasket.own.setData(undefined, b) });
  const checkout = trpc.storeBasket.checkout.useMutation({
    onSuccess: (answer) => {
      utils.storeBasket.own.setData(undefined, answer);
      toast('success', 'A rendelés elkészült.');
      navigate(modulePaths('storeOrders').detailPath(answer.order));
    },
    onError: (e) => toast('error', messageOf(e)),
  });
  const data = basket.data;
  return (
    <Stack>
      <Title order={1} size="h2">
        Saját kosár
      </Title>
      {!data ? null : data.items.length === 0 ? (
        <Alert color="gray">
          A kosár üres. <Link to={modulePaths('storeProducts').listPath}>Termékek</Link>
        </Alert>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Termék</Table.Th>
                  <Table.Th>Mennyiség</Table.Th>
                  <Table.Th ta="right">Egységár</Table.Th>
                  <Table.Th>ÁFA</Table.Th>
                  <Table.Th ta="right">Nettó</Table.Th>
                  <Table.Th ta="right">Bruttó</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Text size="sm">
                        {item.product.name} – {item.product_variant.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        min. {item.minimum_order_quantity} db, {item.packaging_unit} db-os kiszerelés
                      </Text>
                      {item.problem && (
                        <Text size="xs" c="red">
                          {item.problem}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <QuantityCell basketId={data.id} itemId={item.id} quantity={item.quantity} step={item.packaging_unit} />
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(item.price)}</Table.Td>
                    <Table.Td>{item.vat.name}</Table.Td>
                    <Table.Td ta="right">{formatMoney(item.net_price)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(item.gross_price)}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate({ id: data.id, itemId: item.id })}>
                        Törlés
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm">Nettó: {formatMoney(data.net_price)}</Text>
              <Text size="sm">ÁFA: {formatMoney(data.vat)}</Text>
              <Text fw={700}>Bruttó: {formatMoney(data.gross_price)}</Text>
            </Stack>
            <Button onClick={() => checkout.mutate({ id: data.id })} loading={checkout.isPending}>
              Megrendelés
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
