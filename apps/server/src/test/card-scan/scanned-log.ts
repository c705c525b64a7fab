import { appendFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { type CardFinding, scanText } from './card-scan.ts';

/**
 * Issue 23 point 5: a test app's log, scanned line by line for card data as it is written (a test app
 * logs at info, as a server does). `check` fails on a finding and reports the count to CARD_SCAN_REPORT.
 */
export class ScannedLog extends Writable {
  lines = 0;
  readonly findings: CardFinding[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    const text = String(chunk);
    this.lines += text.split('\n').filter(Boolean).length;
    this.findings.push(...scanText(text));
    done();
  }

  async check(label: string): Promise<void> {
    const report = process.env.CARD_SCAN_REPORT;
    if (report) {
      const line = { source: label, log_lines: this.lines, findings: this.findings.length };
      await appendFile(report, `${JSON.stringify(line)}\n`);
    }
    if (this.findings.length > 0) {
      const listed = this.findings.slice(0, 10).map((finding) => `${finding.kind} in ${finding.excerpt}`);
      throw new Error(`Card data in the log of ${label} (issue 23 point 5):\n${listed.join('\n')}`);
    }
  }
}
