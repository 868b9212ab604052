import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { dayBefore, trafficCsv, type TrafficReport } from '../../domain/admin/traffic.types';
import { RemoteValue } from '../film/remote-value';
import { Clock } from '../shared/clock.port';
import { FileSaver } from '../shared/file-saver.port';
import { TrafficGateway } from './traffic-gateway.port';

/** The traffic dashboard: a range of days (the last 30 by default), its report, and the CSV of it. */
@injectable()
export class TrafficStore {
  readonly report = new RemoteValue<TrafficReport>();
  from: string;
  to: string;

  constructor(
    @inject(TrafficGateway) private readonly gateway: TrafficGateway,
    @inject(FileSaver) private readonly files: FileSaver,
    @inject(Clock) clock: Pick<Clock, 'now'>,
  ) {
    this.to = dayBefore(clock.now(), 0);
    this.from = dayBefore(clock.now(), 29);
    makeAutoObservable<this, 'gateway' | 'files'>(this, { gateway: false, files: false, report: false }, { autoBind: true });
  }

  setRange(from: string, to: string): void {
    this.from = from;
    this.to = to;
  }

  /** The last `days` days up to `to`. */
  lastDays(days: number): void {
    this.from = dayBefore(Date.parse(`${this.to}T00:00:00Z`), days - 1);
    this.load();
  }

  load(): void {
    void this.report.load(() => this.gateway.report(this.from, this.to));
  }

  downloadCsv(): void {
    const report = this.report.value;
    if (report) this.files.save(`traffic-${report.from}-${report.to}.csv`, 'text/csv;charset=utf-8', trafficCsv(report));
  }
}
