// A manifest is checked against its Prisma model by tsc (server/src/workflow/manifest-model.ts):
// each `@ts-expect-error` below is a wrong manifest that must fail `npx tsc -p server` (an unused
// one fails it too), and the right one compiles and derives its columns.
import { describe, expect, it } from 'vitest';
import { money, relation, text } from '../../server/src/workflow/fields.ts';
import { modelManifest } from '../../server/src/workflow/manifest-model.ts';

describe('manifest against its model', () => {
  it('compiles fields with their columns, and refuses a missing column or one its kind cannot hold', () => {
    const right = modelManifest('RoomReservation', { subject: text('Tárgy', { max: 300 }), room: relation('Terem', 'room') });
    // @ts-expect-error a money field on a String column
    modelManifest('RoomReservation', { subject: money('Tárgy', { min: 0, max: 1000 }) });
    // @ts-expect-error a field without its column
    modelManifest('RoomReservation', { title: text('Cím', { max: 300 }) });
    // @ts-expect-error a relation stores `<name>_id`, which the model lacks
    modelManifest('RoomReservation', { subject: relation('Tárgy', 'room') });
    expect(Object.keys(right.fields)).toEqual(['subject', 'room']);
  });
});
