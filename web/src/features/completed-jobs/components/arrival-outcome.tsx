/** How the provider kept the promised arrival: late by whole minutes past the grace, on time, or nothing without a promise. */
export function ArrivalOutcome({ lateByMinutes }: { lateByMinutes: number | null }) {
  if (lateByMinutes === null) return null;
  if (lateByMinutes > 0) return <span className="font-medium text-amber-800">Late by {lateByMinutes} min</span>;
  return <span className="text-slate-700">On time</span>;
}
