export type Tile = { label: string; value: string; note?: string };

/** Headline figures, as the Completed tab's tiles show theirs. */
export function Tiles({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">{tile.value}</dd>
          {tile.note && <dd className="mt-0.5 text-sm text-slate-600">{tile.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
