// The frame every record's document shares: the Case's head (the school's letterhead, the
// reference number, who asked and when), the parties' lines and the signature boxes. A module's
// template keeps only its own wording and rows; pdf/ sits below the engine (a booking's occasions
// table is the engine's, workflow/occasions-table.tsx).
import type { ReactNode } from 'react';
import { DocumentLayout, FieldTable, type TDocumentInstitution } from './document.tsx';

/** The Case's fields a document's head prints (spread into a record's `case: { select }`). */
export const DOCUMENT_HEAD_SELECT = {
  reference_number: true,
  created_at: true,
  creator: { select: { name: true } },
  institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } },
} as const;

export interface TDocumentHead {
  reference_number: string | null;
  institution: TDocumentInstitution;
}

/** A record's document under its school's letterhead and reference number. */
export function CaseDocument(props: { head: TDocumentHead; title: string; children?: ReactNode }) {
  return (
    <DocumentLayout institution={props.head.institution} title={props.title} referenceNumber={props.head.reference_number}>
      {props.children}
    </DocumentLayout>
  );
}

/** A party as a contract names it: the institution's name with its postal address, in one line. */
export function partyLine(institution: TDocumentInstitution): string {
  const place = [institution.zip_code, institution.city].filter(Boolean).join(' ');
  return [institution.name, place, institution.address_1].filter(Boolean).join(', ');
}

/** A contract's opening: made between the school (as `schoolRole`) and the other party (its rows,
 * called `partyRole` from then on), for `purpose`. */
export function ContractParties(props: {
  school: TDocumentInstitution;
  schoolRole: string;
  party: [label: string, value: ReactNode][];
  partyRole: string;
  purpose?: string;
}) {
  return (
    <>
      <p>amely létrejött egyrészről</p>
      <FieldTable rows={[[props.schoolRole, partyLine(props.school)]]} />
      <p>másrészről</p>
      <FieldTable rows={props.party} />
      <p>
        (a továbbiakban: {props.partyRole}) között {props.purpose ?? 'az alábbi feltételekkel'}.
      </p>
    </>
  );
}

/** A party's signature box: its role heading the column (none: a box without heading) and the
 * name printed in the box (none: left blank for the hand). */
export type TSignatory = { role?: string; name?: string | null };

export function Signatures(props: { signatories: readonly TSignatory[] }) {
  const headed = props.signatories.some((s) => s.role);
  return (
    <table>
      {headed && (
        <thead>
          <tr>
            {props.signatories.map((s, index) => (
              <th key={index}>{s.role}</th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        <tr>
          {props.signatories.map((s, index) => (
            <td key={index} style={{ height: '40pt' }}>
              {s.name}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
