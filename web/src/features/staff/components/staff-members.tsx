import type { StaffMemberView } from '@contracts/staff-views';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { formatPhone } from '@/lib/display-format';
import { staffPaths } from '../staff-paths';
import { DeactivateButton, ReactivateButton, RoleSelect } from './member-controls';

/** Shown only where the table is a card per member; from 768 px the column headings name each cell. */
const cellLabel = 'block text-xs font-medium text-slate-600 md:hidden';

/** A table from 768 px; below, each member is a card of its own (the rate card's pattern). */
export function StaffMembers({ members }: { members: readonly StaffMemberView[] }) {
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">Staff members</caption>
      <thead className="text-slate-700 max-md:hidden">
        <tr className="border-b border-slate-200">
          {['Name', 'Phone', 'Role', 'Status', '2-step sign-in', 'Actions'].map((heading) => (
            <th key={heading} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap first:pl-0">
              {heading === 'Actions' ? <span className="sr-only">{heading}</span> : heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100">
        {members.map((member) => (
          <MemberRow key={member.id} member={member} />
        ))}
      </tbody>
    </table>
  );
}

function MemberRow({ member }: { member: StaffMemberView }) {
  return (
    <tr className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-3 max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3">
      <th scope="row" className="py-3 pr-2 text-left font-normal max-md:col-span-2 max-md:py-0">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <Link to={staffPaths.member(member.id)} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {member.name}
          </Link>
          {member.isYou && <Badge tone="brand">You</Badge>}
        </span>
        <span className="block break-all text-slate-600">{member.email}</span>
      </th>
      <Cell label="Phone">
        {member.phone ? (
          <a href={`tel:${member.phone}`} className="whitespace-nowrap text-brand-700 underline">
            {formatPhone(member.phone)}
          </a>
        ) : (
          '—'
        )}
      </Cell>
      <Cell label="Role" className="max-md:col-span-2 md:w-52">
        <RoleSelect member={member} />
      </Cell>
      <Cell label="Status">
        <Badge tone={member.active ? 'success' : 'neutral'}>{member.active ? 'Active' : 'Deactivated'}</Badge>
      </Cell>
      <Cell label="2-step sign-in">
        <span className={member.hasSecondFactor ? 'font-medium text-slate-900' : 'font-medium text-amber-800'}>
          {member.hasSecondFactor ? 'On' : 'Off'}
        </span>
      </Cell>
      <td className={`py-3 max-md:col-span-2 max-md:py-0 md:pl-2 md:text-right ${member.isYou ? 'max-md:hidden' : ''}`}>
        {!member.isYou && (member.active ? <DeactivateButton member={member} /> : <ReactivateButton member={member} />)}
      </td>
    </tr>
  );
}

function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`py-3 max-md:py-0 md:px-2 ${className ?? ''}`}>
      <span className={cellLabel}>{label}</span>
      {children}
    </td>
  );
}
