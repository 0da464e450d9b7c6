/** The value of one sample in Prometheus's text format; 0 when the series has none yet. */
export function metricSample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text.split('\n').find((candidate) => {
    if (!candidate.startsWith(`${name}{`) && !candidate.startsWith(`${name} `)) return false;
    return Object.entries(labels).every(([label, value]) => candidate.includes(`${label}="${value}"`));
  });
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}
