import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppMetrics, METRIC_LABEL_VALUES } from './app-metrics';
import { collectProcessMetrics } from './process-metrics';

/**
 * The alerting rules and the dashboard in deploy/ name metrics by hand. A metric renamed here would
 * leave an alert that never fires and a panel with no data, with nothing to say so: this test says so.
 */
const ROOT = join(__dirname, '..', '..', '..');
const ALERTS_FILE = 'deploy/prometheus/alerts.yml';
const DASHBOARD_FILE = 'deploy/grafana/roadside-dashboard.json';

const REQUIRED_ALERTS = ['TextsFailing', 'QueueBacklogGrowing', 'WebhookLagHigh', 'NoWorkerAlive', 'FirstTextSlow'];
const DASHBOARD_ROWS = ['Customers', 'Texts', 'Webhooks', 'Live', 'Queues', 'HTTP', 'Processes'];

/** The app's own series and the default ones read from prom-client (`process_*`, `nodejs_*`). */
const METRIC_NAME = /\b(?:roadside|process|nodejs)_[a-z0-9_]+\b/g;
/** A series selector with its label matchers: `name{label="value", …}`. */
const SELECTOR = /\b((?:roadside|process|nodejs)_[a-z0-9_]+)\s*(?:\{([^}]*)\})?/g;
const MATCHER = /([a-zA-Z_][a-zA-Z0-9_]*)\s*(=~|!~|!=|=)\s*"([^"]*)"/g;
/** Labels named in `by (…)`, `without (…)`, `on (…)` and `ignoring (…)`. */
const GROUPING = /\b(?:by|without|on|ignoring)\s*\(([^)]*)\)/g;

/** Every label a series may carry and, where the set is fixed, its values (null: any value). */
const LABELS: Record<string, readonly string[] | null> = {
  role: METRIC_LABEL_VALUES.role,
  method: METRIC_LABEL_VALUES.method,
  status_class: METRIC_LABEL_VALUES.statusClass,
  namespace: METRIC_LABEL_VALUES.namespace,
  queue: METRIC_LABEL_VALUES.queue,
  state: METRIC_LABEL_VALUES.queueState,
  source: METRIC_LABEL_VALUES.webhookSource,
  outcome: [...METRIC_LABEL_VALUES.textOutcome, ...METRIC_LABEL_VALUES.offerOutcome],
  route: null,
  le: null,
  // Added by Prometheus to every scraped series.
  instance: null,
  job: null,
};

/** The series names a metric of this type is read by in PromQL. */
function seriesNames(name: string, type: string): string[] {
  if (type === 'histogram') return [`${name}_bucket`, `${name}_sum`, `${name}_count`];
  if (type === 'summary') return [name, `${name}_sum`, `${name}_count`];
  return [name];
}

async function exposedSeries(): Promise<Set<string>> {
  collectProcessMetrics('api');
  const metrics = await new AppMetrics('api').allMetricsAsJSON();
  return new Set(metrics.flatMap(({ name, type }) => seriesNames(name, String(type))));
}

interface AlertRule {
  alert: string;
  expr: string;
  /** The rule's lines in the file, for its labels and annotations. */
  text: string;
}

const indentOf = (line: string): number => line.length - line.trimStart().length;

/** The alerting rules of a Prometheus rules file, read line by line (no YAML parser among the dependencies). */
function alertRules(text: string): AlertRule[] {
  const lines = text.split('\n');
  const rules: AlertRule[] = [];
  let current: AlertRule | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const alert = /^\s*- alert:\s*(\S+)\s*$/.exec(line);
    if (alert) {
      current = { alert: alert[1], expr: '', text: '' };
      rules.push(current);
    }
    if (current) current.text += `${line}\n`;
    const expr = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!expr || !current) continue;
    if (/^[|>][-+]?$/.test(expr[2].trim())) {
      const body: string[] = [];
      while (i + 1 < lines.length && (lines[i + 1].trim() === '' || indentOf(lines[i + 1]) > expr[1].length)) {
        body.push(lines[++i].trim());
        current.text += `${lines[i]}\n`;
      }
      current.expr = body.join('\n').trim();
    } else {
      current.expr = expr[2].trim().replace(/^(["'])(.*)\1$/, '$2');
    }
  }
  return rules;
}

interface Panel {
  type: string;
  title: string;
  datasource?: { type?: string; uid?: string };
  targets?: Array<{ expr?: string }>;
  panels?: Panel[];
}

interface Dashboard {
  schemaVersion: number;
  panels: Panel[];
  templating?: { list: Array<{ name: string; type: string }> };
}

/** Every panel, those inside collapsed rows included. */
function allPanels(panels: Panel[]): Panel[] {
  return panels.flatMap((panel) => [panel, ...allPanels(panel.panels ?? [])]);
}

/** What is wrong with the series and labels one PromQL expression reads; empty when nothing is. */
function problemsOf(expr: string, exposed: Set<string>): string[] {
  const problems: string[] = [];
  const names = expr.match(METRIC_NAME) ?? [];
  if (names.length === 0) problems.push('reads no metric of the app');
  for (const name of names) if (!exposed.has(name)) problems.push(`reads ${name}, which the app does not expose`);
  for (const [, , matchers = ''] of expr.matchAll(SELECTOR)) {
    for (const [, label, operator, value] of matchers.matchAll(MATCHER)) {
      if (!(label in LABELS)) problems.push(`matches on label ${label}, which no series has`);
      const values = LABELS[label];
      if (values && (operator === '=' || operator === '!=') && !values.includes(value)) {
        problems.push(`matches ${label}="${value}", not one of ${values.join(', ')}`);
      }
    }
  }
  for (const [, list] of expr.matchAll(GROUPING)) {
    for (const label of list.split(',').map((item) => item.trim()).filter(Boolean)) {
      if (!(label in LABELS)) problems.push(`groups by label ${label}, which no series has`);
    }
  }
  return problems;
}

describe('deploy files', () => {
  let exposed: Set<string>;

  beforeAll(async () => {
    exposed = await exposedSeries();
  });

  it('knows the series the app exposes, histograms by their _bucket, _sum and _count', () => {
    expect(exposed).toContain('roadside_texts_total');
    expect(exposed).toContain('roadside_request_first_text_seconds_bucket');
    expect(exposed).not.toContain('roadside_request_first_text_seconds');
    expect(exposed).toContain('process_start_time_seconds');
    expect(problemsOf('sum(rate(roadside_text_total[5m]))', exposed)).toEqual(['reads roadside_text_total, which the app does not expose']);
    expect(problemsOf('max by (queue) (roadside_queue_jobs{state="queued"})', exposed)).toHaveLength(1);
    expect(problemsOf('max by (queues) (roadside_queue_jobs{state="waiting"})', exposed)).toHaveLength(1);
  });

  describe(ALERTS_FILE, () => {
    const text = readFileSync(join(ROOT, ALERTS_FILE), 'utf8');
    const rules = alertRules(text);

    it('has the alerts the runbook names, each with an expression', () => {
      expect(rules.map((rule) => rule.alert)).toEqual(expect.arrayContaining(REQUIRED_ALERTS));
      expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
      expect(text.match(/^\s*expr:/gm)).toHaveLength(rules.length);
      for (const rule of rules) expect({ alert: rule.alert, expr: rule.expr }).toEqual({ alert: rule.alert, expr: expect.stringMatching(/\S/) });
    });

    it('gives each alert a severity, a summary and a description', () => {
      for (const rule of rules) {
        expect({ alert: rule.alert, severity: /^\s*severity:\s*(critical|warning)\s*$/m.test(rule.text) }).toEqual({ alert: rule.alert, severity: true });
        expect({ alert: rule.alert, summary: /^\s*summary:\s*\S/m.test(rule.text) }).toEqual({ alert: rule.alert, summary: true });
        expect({ alert: rule.alert, description: /^\s*description:\s*\S/m.test(rule.text) }).toEqual({ alert: rule.alert, description: true });
      }
    });

    it('reads only series and label values the app exposes', () => {
      const problems = rules.flatMap((rule) => problemsOf(rule.expr, exposed).map((problem) => `${rule.alert} ${problem}`));
      expect(problems).toEqual([]);
    });
  });

  describe(DASHBOARD_FILE, () => {
    const dashboard = JSON.parse(readFileSync(join(ROOT, DASHBOARD_FILE), 'utf8')) as Dashboard;
    const panels = allPanels(dashboard.panels);
    const charts = panels.filter((panel) => panel.type !== 'row');

    it('is a dashboard with a row for each part of the day and a query in every panel', () => {
      expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
      expect(panels.filter((panel) => panel.type === 'row').map((panel) => panel.title)).toEqual(expect.arrayContaining(DASHBOARD_ROWS));
      expect(charts.length).toBeGreaterThan(DASHBOARD_ROWS.length);
      for (const panel of charts) {
        const exprs = (panel.targets ?? []).map((target) => target.expr ?? '');
        expect({ panel: panel.title, queries: exprs.length > 0 && exprs.every((expr) => expr.trim() !== '') }).toEqual({ panel: panel.title, queries: true });
      }
    });

    it('reads its data source from the DS_PROMETHEUS variable, so it imports into any Grafana', () => {
      expect(dashboard.templating?.list).toContainEqual(expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource' }));
      for (const panel of charts) expect({ panel: panel.title, uid: panel.datasource?.uid }).toEqual({ panel: panel.title, uid: '${DS_PROMETHEUS}' });
    });

    it('reads only series and label values the app exposes', () => {
      const problems = charts.flatMap((panel) =>
        (panel.targets ?? []).flatMap((target) => problemsOf(target.expr ?? '', exposed).map((problem) => `${panel.title}: ${problem}`)),
      );
      expect(problems).toEqual([]);
    });
  });
});
