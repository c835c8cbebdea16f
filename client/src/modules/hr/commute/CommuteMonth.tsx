// One employment's commute in one month (MODULES.md §3.21): the days (the month's working days
// offered until saved), the passes, the travel home, the month's amounts and its export.
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Checkbox, Group, Loader, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { monthDays } from '@etanker/shared/working-days.ts';
import { KM } from '@etanker/shared/format.ts';
import { trpc } from '../../../api/trpc.ts';
import { errorText, toApiError } from '../../../api/errors.ts';
import { useStaticOptions } from '../../../api/startup-data.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { dayLabel } from '../../../ui/calendarMonth.ts';
import { formatKm, formatMoney } from '../../../ui/formatters.ts';
import { LinesInput } from '../../../ui/LinesField.tsx';
import { Suffix } from '../../../ui/Suffix.tsx';
import { toast } from '../../../ui/toasts.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { MonthStepper } from './MonthStepper.tsx';
import { LIST_PATH, detailPath, monthFromSearch, monthSearch } from './month.ts';
import { bodyOf, errorLines, formOf, setTrips, tripKey, type TMonthForm, type TPassLine } from './monthForm.ts';

/** commute_types key of a pass (prisma/seed/lists/hr.ts). */
const PASS = 1;

export function CommuteMonth({ id }: { id: number }) {
  const [search] = useSearchParams();
  const month = monthFromSearch(search);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const answer = trpc.commute.get.useQuery({ id, ...month });
  const data = answer.data;
  usePageTitle(data ? `Munkába járás – ${data.employment.user.name}` : 'Munkába járás');
  const types = useStaticOptions('commute_types');
  const homeTypes = useStaticOptions('homecoming_types');
  const [form, setForm] = useState<TMonthForm | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  // A new answer (another month, a save) resets the form to it.
  const [formOfAnswer, setFormOfAnswer] = useState<typeof data>(undefined);
  if (data !== formOfAnswer) {
    setFormOfAnswer(data);
    setForm(data ? formOf(data) : null);
    setErrors([]);
  }
  const done = (message: string) => (result: NonNullable<typeof data>) => {
    utils.commute.get.setData({ id, ...month }, result);
    void utils.commute.list.invalidate();
    toast('success', message);
  };
  const failed = (body: ReturnType<typeof bodyOf> | null) => (error: unknown) => {
    const failure = toApiError(error);
    setErrors(body ? errorLines(failure.fieldErrors, body) : []);
    toast('error', errorText(failure));
  };
  const save = trpc.commute.update.useMutation();
  const exportMonth = trpc.commute.createExport.useMutation();
  const deleteExport = trpc.commute.deleteExport.useMutation();
  const days = useMemo(() => monthDays(month.year, month.month), [month.year, month.month]);

  if (answer.error) return <Alert color="red">{errorText(toApiError(answer.error))}</Alert>;
  if (!data || !form) return <Loader aria-label="Betöltés" />;
  const infoIds = data.infos.map((i) => i.id);
  const passInfos = data.infos.filter((i) => i.type === PASS);
  const readOnly = !data.can_edit;
  const typeName = (key: number) => types.find((t) => t.value === String(key))?.label ?? '';
  const body = bodyOf(form);
  // A pass left half-filled goes as it is: the server's field errors name it.
  const payload = body as never;
  const busy = save.isPending || exportMonth.isPending || deleteExport.isPending;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Munkába járás – {data.employment.user.name}
          </Title>
          <Text c="gray.7">{data.employment.institution.name}</Text>
        </Stack>
        <Button component={Link} to={`${LIST_PATH}${monthSearch(month)}`} variant="default">
          Lista
        </Button>
      </Group>
      <MonthStepper value={month} onChange={(m) => void navigate(detailPath(id, m))} />
      {data.export ? (
        <Alert color="green" title="A hónap exportja elkészült">
          {data.export.created_at}, {data.export.created_by.name}: {formatMoney(data.export.total_amount)}. A hónap az export törléséig nem módosítható.
        </Alert>
      ) : null}
      {data.locked_reason && !data.export ? <Alert color="yellow">{data.locked_reason}</Alert> : null}
      {!data.is_saved && !data.export ? (
        <Alert color="blue">A hónap még nincs rögzítve: a munkanapok az alapértelmezett munkába járási móddal vannak kitöltve.</Alert>
      ) : null}
      {data.infos.length === 0 ? <Alert color="yellow">A munkaviszonyhoz nincs munkába járási mód rögzítve.</Alert> : null}
      {errors.length ? (
        <Alert color="red" title="A mentés nem sikerült">
          {errors.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}

      <Title order={2} size="h4">
        Munkába járási módok
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Mód</Table.Th>
              <Table.Th>Munkavégzés helye</Table.Th>
              <Table.Th ta="right">Oda</Table.Th>
              <Table.Th ta="right">Vissza</Table.Th>
              <Table.Th ta="right">Költség</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.infos.map((info) => (
              <Table.Tr key={info.id}>
                <Table.Td>{typeName(info.type)}</Table.Td>
                <Table.Td>{info.institution.name}</Table.Td>
                <Table.Td ta="right">{formatKm(info.mileage_towards)}</Table.Td>
                <Table.Td ta="right">{formatKm(info.mileage_backwards)}</Table.Td>
                <Table.Td ta="right">{info.monthly_cost === null ? '' : formatMoney(info.monthly_cost)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={2} size="h4">
        Napok
      </Title>
      <Table.ScrollContainer minWidth={320 + 150 * data.infos.length}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nap</Table.Th>
              {data.infos.map((info) => (
                <Table.Th key={info.id}>{typeName(info.type)}</Table.Th>
              ))}
              <Table.Th ta="right">Összeg</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => {
              const rest = day.kind !== 'workday' && day.kind !== 'swapped_workday';
              const amount = data.records.filter((r) => r.date === day.date).reduce((sum, r) => sum + r.amount, 0);
              return (
                <Table.Tr key={day.date} style={rest ? { background: 'var(--mantine-color-red-0)' } : undefined}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {dayLabel(day.date).replace(/^\d+\. /, '')}
                    {day.name ? <Text size="xs">{day.name}</Text> : null}
                  </Table.Td>
                  {data.infos.map((info) => {
                    const trips = form.trips[tripKey(day.date, info.id)] ?? { towards: false, backwards: false };
                    const set = (patch: Partial<typeof trips>) =>
                      setForm(setTrips(form, day.date, info.id, { ...trips, ...patch }, infoIds, data.employment.multiple_commute_infos_per_trip));
                    return (
                      <Table.Td key={info.id}>
                        <Group gap="xs" wrap="nowrap">
                          <Checkbox
                            label="oda"
                            size="xs"
                            disabled={readOnly}
                            checked={trips.towards}
                            onChange={(e) => set({ towards: e.currentTarget.checked })}
                          />
                          <Checkbox
                            label="vissza"
                            size="xs"
                            disabled={readOnly}
                            checked={trips.backwards}
                            onChange={(e) => set({ backwards: e.currentTarget.checked })}
                          />
                        </Group>
                      </Table.Td>
                    );
                  })}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {amount ? formatMoney(amount) : ''}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {passInfos.length ? (
        <>
          <Title order={2} size="h4">
            Bérletek
          </Title>
          <LinesInput<TPassLine>
            name="monthly_pass_validities"
            value={form.passes}
            onChange={(passes) => setForm({ ...form, passes: passes as TPassLine[] })}
            values={{}}
            errors={{}}
            lists={{}}
            readOnly={readOnly}
            config={{
              addLabel: 'Új bérlet',
              removeLabel: 'Bérlet törlése',
              // A new pass: the first pass way, the whole month, its monthly price.
              newLine: () => ({
                commute_info: passInfos[0].id,
                start_date: days[0].date,
                end_date: days[days.length - 1].date,
                cost: passInfos[0].monthly_cost,
              }),
              columns: [
                {
                  name: 'commute_info',
                  label: 'Bérlet',
                  input: 'select',
                  required: true,
                  options: () => passInfos.map((i) => ({ value: String(i.id), label: `${typeName(i.type)} – ${i.institution.name}` })),
                },
                { name: 'start_date', label: 'Érvényes ettől', input: 'date', width: 170 },
                { name: 'end_date', label: 'Érvényes eddig', input: 'date', width: 170 },
                { name: 'cost', label: 'Ár', input: 'number', width: 150, min: 0, grouped: true, suffix: 'Ft' },
              ],
            }}
          />
        </>
      ) : null}

      <Title order={2} size="h4">
        Hazautazás
      </Title>
      <Text size="sm" c="gray.7">
        A családjától külön élő munkavállaló hazautazása (39/2010. (II. 26.) Korm. rendelet).
      </Text>
      <Group gap="sm" align="flex-end">
        <Select
          label="Módja"
          readOnly={readOnly}
          clearable
          data={homeTypes}
          value={form.homecoming.type === null ? null : String(form.homecoming.type)}
          onChange={(v) => setForm({ ...form, homecoming: { ...form.homecoming, type: v === null ? null : Number(v) } })}
        />
        <NumberInput
          label="Hazautazások száma"
          readOnly={readOnly}
          min={0}
          max={31}
          value={form.homecoming.trips}
          onChange={(v) => setForm({ ...form, homecoming: { ...form.homecoming, trips: Number(v) || 0 } })}
        />
        <NumberInput
          label="Távolság (egy út)"
          readOnly={readOnly}
          min={0}
          decimalScale={1}
          rightSection={<Suffix>{KM}</Suffix>}
          value={form.homecoming.distance}
          onChange={(v) => setForm({ ...form, homecoming: { ...form.homecoming, distance: Number(v) || 0 } })}
        />
        <NumberInput
          label="Jegyek, bérletek ára"
          readOnly={readOnly}
          min={0}
          thousandSeparator=" "
          rightSection={<Suffix>Ft</Suffix>}
          value={form.homecoming.cost}
          onChange={(v) => setForm({ ...form, homecoming: { ...form.homecoming, cost: Number(v) || 0 } })}
        />
      </Group>

      <Title order={2} size="h4">
        Összesítés
      </Title>
      <Text size="sm" c="gray.7">
        Bérlet és jegy: az ár {data.rates.pass_share_percent} %-a; saját gépjármű: {formatMoney(data.rates.car_km_price)}/km.
        {data.is_saved ? '' : ' A mentés előtti összeg a felkínált napokból számolt.'}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Jogcím</Table.Th>
              <Table.Th ta="right">Napok</Table.Th>
              <Table.Th ta="right">{KM}</Table.Th>
              <Table.Th ta="right">Összeg</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data.export?.items ?? data.summary.items).map((item) => (
              <Table.Tr key={`${item.title}-${item.commute_info}`}>
                <Table.Td>{item.title}</Table.Td>
                <Table.Td ta="right">{item.days || ''}</Table.Td>
                <Table.Td ta="right">{item.km ? formatKm(item.km) : ''}</Table.Td>
                <Table.Td ta="right">{formatMoney(item.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>Összesen</Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td ta="right" fw={700}>
                {formatMoney(data.export?.total_amount ?? data.summary.total_amount)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Group gap="sm">
        {data.can_edit ? (
          <Button
            loading={save.isPending}
            disabled={busy}
            onClick={() => save.mutate({ id, ...month, data: payload }, { onSuccess: done('A hónap mentve.'), onError: failed(body) })}
          >
            Mentés
          </Button>
        ) : null}
        {data.can_export ? (
          <Button
            variant="default"
            disabled={busy}
            loading={exportMonth.isPending}
            onClick={() =>
              confirmAction({
                title: 'Export készítése',
                question: 'A hónap mentésre kerül, az összegek rögzülnek, és a hónap az export törléséig nem módosítható. Folytatja?',
                onConfirm: () => exportMonth.mutate({ id, ...month, data: payload }, { onSuccess: done('Az export elkészült.'), onError: failed(body) }),
              })
            }
          >
            Export készítése
          </Button>
        ) : null}
        {data.can_delete_export ? (
          <Button
            variant="default"
            color="red"
            disabled={busy}
            loading={deleteExport.isPending}
            onClick={() =>
              confirmAction({
                title: 'Export törlése',
                question: 'Biztosan törli a hónap exportját? A hónap ismét módosítható lesz.',
                destructive: true,
                onConfirm: () => deleteExport.mutate({ id, ...month }, { onSuccess: done('Az export törölve.'), onError: failed(null) }),
              })
            }
          >
            Export törlése
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
