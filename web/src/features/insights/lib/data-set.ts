import type { InsightsRangeView } from '@contracts/insights-views';
import { toCsv as csvRows } from '@domain/csv';
import { downloadFile } from '@/lib/download-file';
import {
  csvDollars,
  csvMinutes,
  csvPercent,
  formatCount,
  formatDollars,
  formatMinutes,
  formatShare,
  NO_FIGURE,
} from './insight-format';

/** One figure, as the page shows it and as its CSV writes it; a link when the row names a provider. */
export interface DataCell {
  text: string;
  csv: string;
  href?: string;
}

export interface DataColumn {
  label: string;
  /** The header in the CSV, with its unit when the cells are bare numbers. */
  csvLabel?: string;
  numeric?: boolean;
}

/** The numbers of a chart: its table (the first cell of a row heads it) and its CSV are the same rows. */
export interface DataSet {
  caption: string;
  /** Names the CSV: insights-{file}-{from}-to-{to}.csv. */
  file: string;
  columns: DataColumn[];
  rows: DataCell[][];
  /** A long table shows this many rows until the reader asks for all; the CSV always has all. */
  firstRows?: number;
}

export const textCell = (text: string, href?: string): DataCell => ({ text, csv: text, href });
export const countCell = (value: number): DataCell => ({ text: formatCount(value), csv: String(value) });
export const shareCell = (share: number | null): DataCell => ({ text: formatShare(share), csv: csvPercent(share) });
export const minutesCell = (seconds: number | null): DataCell => ({ text: formatMinutes(seconds), csv: csvMinutes(seconds) });
export const dollarsCell = (cents: number): DataCell => ({ text: formatDollars(cents), csv: csvDollars(cents) });
export const emptyCell = (text = NO_FIGURE): DataCell => ({ text, csv: '' });

export function toCsv(data: DataSet): string {
  return csvRows([data.columns.map((column) => column.csvLabel ?? column.label), ...data.rows.map((row) => row.map((cell) => cell.csv))]);
}

export const csvFileName = (file: string, range: InsightsRangeView): string => `insights-${file}-${range.from}-to-${range.to}.csv`;

/** Saves the rows as a file, made in the browser from the figures on screen. */
export function downloadCsv(data: DataSet, range: InsightsRangeView): void {
  downloadFile(csvFileName(data.file, range), toCsv(data), 'text/csv;charset=utf-8');
}
