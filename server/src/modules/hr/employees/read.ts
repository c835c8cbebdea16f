// How an employee is read: the file with its person (User), employments and attachments, shaped
// as the API answers it (the manifest's shape; the addresses are the person's JSON columns).
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { apiDate } from '../../../core/dates.ts';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { attachmentDeletable, attachmentUrl, canUpload } from '../../../workflow/attachments.ts';
import { canWriteOnRecord } from '../../../workflow/case-access.ts';
import { markSeen } from '../../../workflow/unread.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { relationTable } from '../../../workflow/relations.ts';
import { EMPLOYEE_MANIFEST } from './manifest.ts';
import { fileListsApi } from './file-lists.ts';
import { addressFromJson } from '../../../workflow/field-groups.ts';

const INSTITUTION = { select: { id: true, name: true, unit_code: true } } as const;

export const EMPLOYMENT_SELECT = {
  id: true,
  institution: INSTITUTION,
  start_date: true,
  end_date: true,
  sap_code: true,
  working_hours: true,
  working_hours_type: true,
} as const satisfies Prisma.EmploymentSelect;

const USER_SELECT = {
  name: true,
  email: true,
  birth_date: true,
  tax_number: true,
  bank_account_number: true,
  permanent_address: true,
  temporary_address: true,
  lays: true,
  institution: INSTITUTION,
  employments: { orderBy: [{ start_date: 'desc' }, { id: 'desc' }], select: EMPLOYMENT_SELECT },
} as const satisfies Prisma.UserSelect;

export const DETAIL_SELECT = {
  id: true,
  nationality: true,
  id_card_number: true,
  birth_name: true,
  birth_place: true,
  mothers_name: true,
  bank_name: true,
  residence_card_number: true,
  social_security_number: true,
  children: true,
  disability_name: true,
  disability_since: true,
  allowed_to_work_after_retirement_since: true,
  allowed_to_work_after_retirement_number: true,
  verification_document: true,
  criminal_record_code: true,
  criminal_record_date: true,
  criminal_record_place: true,
  criminal_record_issuer: true,
  classification: true,
  homecoming_type: true,
  homecoming_cost: true,
  homecoming_distance: true,
  car_km_price: true,
  qualifications: true,
  manager: { select: relationTable('user').select },
  user: { select: USER_SELECT },
} as const satisfies Prisma.EmployeeProfileSelect;

type TEmployment = Prisma.EmploymentGetPayload<{ select: typeof EMPLOYMENT_SELECT }>;
type TDetailRow = Prisma.EmployeeProfileGetPayload<{ select: typeof DETAIL_SELECT }>;

const today = () => formatDate(new Date());
const isActive = (e: { end_date: Date | null }, on: string) => e.end_date === null || formatDate(e.end_date) >= on;

/** 'upcoming' before its first day, 'active' until its last, then 'ended'. */
export function employmentStatus(e: { start_date: Date; end_date: Date | null }, on: string): 'upcoming' | 'active' | 'ended' {
  if (!isActive(e, on)) return 'ended';
  return formatDate(e.start_date) > on ? 'upcoming' : 'active';
}

/** The institutions of the active employments, as one text (list cell). */
export const activeInstitutions = (employments: { end_date: Date | null; institution: { name: string; unit_code: string } }[]) => {
  const on = today();
  return [...new Set(employments.filter((e) => isActive(e, on)).map((e) => institutionDisplayName(e.institution)))].join(', ');
};

export function employmentApi(e: TEmployment, on = today()) {
  return {
    id: e.id,
    institution: { id: e.institution.id, name: institutionDisplayName(e.institution) },
    start_date: apiDate(e.start_date),
    end_date: apiDate(e.end_date),
    sap_code: e.sap_code,
    working_hours: Number(e.working_hours),
    working_hours_type: e.working_hours_type,
    is_active: isActive(e, on),
    // An employment not started yet is not shown as working there (issue 23: 'Jövőbeni', not 'Aktív').
    status: employmentStatus(e, on),
  };
}

/** The details of a file read with DETAIL_SELECT. */
export async function detailApi(tx: TTx, row: TDetailRow) {
  const { user, ...file } = row;
  const flat = Object.assign({}, file, user, { id: file.id, active_institutions: activeInstitutions(user.employments) });
  const api = EMPLOYEE_MANIFEST.toApi(flat, await EMPLOYEE_MANIFEST.loadNames(tx, [flat]));
  return Object.assign(api, {
    permanent_address: addressFromJson(user.permanent_address),
    temporary_address: addressFromJson(user.temporary_address),
    ...fileListsApi({ lays: user.lays, children: file.children, qualifications: file.qualifications }),
    employments: user.employments.map((e) => employmentApi(e)),
  });
}

/** The file's attachments and what the caller may do with them; opening the file clears the caller's markers. */
export async function attachmentsOf(tx: TTx, ctx: TAuthedContext, id: number) {
  const c = await tx.case.findUniqueOrThrow({
    where: { id },
    select: {
      state: true,
      attachments: {
        where: { comment_id: null },
        orderBy: { id: 'asc' },
        select: { id: true, name: true, uploaded_by_id: true, uploaded_by: true, uploaded_at: true, deleted_by: true, deleted_at: true },
      },
      unread_markers: { where: { user_id: ctx.user.id }, select: { kind: true } },
    },
  });
  if (c.unread_markers.length) await markSeen(tx, id, ctx.user.id);
  return {
    can_upload: await canUpload(tx, ctx.user, c.state, undefined),
    can_add_employment: canWriteOnRecord(ctx.user),
    attachments: c.attachments.map((a) => ({
      id: a.id,
      name: a.name,
      document: a.deleted_at ? null : attachmentUrl(a.id),
      uploaded_by: a.uploaded_by,
      uploaded_at: a.uploaded_at,
      deleted_by: a.deleted_by,
      deleted_at: a.deleted_at,
      deletable: attachmentDeletable(ctx, a, c.state),
    })),
  };
}
