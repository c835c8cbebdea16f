// A car's refuel lines as the form edits them and as the server takes them back.
export interface TRefuelLine {
  /** the server's id of a stored line: kept, so the line is updated in place */
  id?: number;
  /** 'YYYY-MM-DD HH:mm' Budapest */
  time_point: string | null;
  cost: number | null;
  meter_value: number | null;
}

export const toRefuelLines = (value: unknown): TRefuelLine[] => (Array.isArray(value) ? (value as TRefuelLine[]) : []);

export const refuelsPayload = (lines: readonly TRefuelLine[]) =>
  lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    time_point: line.time_point,
    cost: line.cost,
    meter_value: line.meter_value,
  }));
