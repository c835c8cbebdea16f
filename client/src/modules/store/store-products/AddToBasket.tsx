// Kosárba: a stored variant goes into the user's own basket in its smallest allowed quantity
// (its minimum order quantity, a multiple of its packaging unit); the basket page changes it.
import { Button } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { toast } from '../../../ui/toasts.ts';
import { ApiError } from '../../../api/errors.ts';
import { toApiError } from '../../../api/errors.ts';
import type { TVariantLine } from './variants.ts';

/** The smallest quantity the server takes: the minimum rounded up to whole packaging units. */
export const smallestQuantity = (line: Pick<TVariantLine, 'minimum_order_quantity' | 'packaging_unit'>) => {
  const pack = line.packaging_unit ?? 1;
  return Math.ceil((line.minimum_order_quantity ?? 1) / pack) * pack;
};

export function AddToBasket({ line }: { line: TVariantLine }) {
  const basket = trpc.storeBasket.own.useQuery(undefined, { enabled: line.id !== undefined });
  const utils = trpc.useUtils();
  const add = trpc.storeBasket.add.useMutation({
    onSuccess: () => {
      toast('success', `${smallestQuantity(line)} db a kosárba került.`);
      void utils.storeBasket.own.invalidate();
    },
    onError: (error) => {
      const failure = toApiError(error);
      toast('error', failure instanceof ApiError ? (Object.values(failure.fieldErrors).flat()[0] ?? failure.message) : String(error));
    },
  });
  if (line.id === undefined || !basket.data) return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={add.isPending}
      aria-label={`${line.name}: kosárba`}
      onClick={() => add.mutate({ id: basket.data.id, product_variant: line.id!, quantity: smallestQuantity(line) })}
    >
      Kosárba
    </Button>
  );
}
