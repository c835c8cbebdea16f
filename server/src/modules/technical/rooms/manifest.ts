// The fields of a room (spec 002 §3 Room, §7 filters).
import { boolean, decimal, integer, relation, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const ROOM_MANIFEST = modelManifest('Room', {
  name: text('Név', { required: true, max: 200, list: true, export: 28, orderBy: true }),
  institution: relation('Intézmény', 'institution', { required: true, width: 'wide', list: true, export: 36, filter: true, orderBy: true }),
  building: text('Épület', { max: 200, list: true, export: 20, orderBy: true }),
  room_number: text('Teremszám', { max: 50, width: 'narrow', list: true, export: 12, orderBy: true }),
  category: staticKey('Kategória', 'room_categories', { list: true, export: 20 }),
  floor: staticKey('Emelet', 'floors', { list: true, export: 14, filter: true }),
  floor_type: staticKey('Padló típusa', 'floor_types', { filter: true }),
  floor_condition: text('Padló állapota', { max: 300 }),
  area: decimal('Alapterület', { min: 0, max: 99_999_999, decimals: 2, suffix: 'm²', width: 'narrow', list: true, export: 14, filter: 'range', orderBy: true }),
  inner_height: decimal('Belmagasság', { min: 0, max: 9_999, decimals: 2, suffix: 'm', width: 'narrow' }),
  capacity: integer('Befogadóképesség', { min: 0, max: 100_000, suffix: 'fő', width: 'narrow', list: true, export: 14, orderBy: true }),
  unit_code: text('Egységkód', { max: 50, width: 'narrow' }),
  is_for_disabled: boolean('Akadálymentes', { default: false, list: true, export: 12, filter: true }),
  managed_by_school_district: boolean('Tankerület kezeli', { default: false }),
});
