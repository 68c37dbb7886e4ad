import { Router } from 'express';
import {
  BarCommissionReport,
  DateRangeQuery,
  DriverReport,
  DriverReportQuery,
  IdParam,
  MonthRangeQuery,
  TaxReport,
  sectionAccess,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import { sendCsv, wantsCsv } from './csv';
import { taxReport, taxReportCsv } from './tax-report.service';
import { barCommissions, barCommissionsCsv } from './bar-commissions.service';
import { driverReport, driverReportCsv } from './driver-report.service';

/** The back office's money reports: VAT per rate and the partner bars' commissions. */
export function reportRoutes({ db }: { db: Db }): Router {
  const router = Router();
  const tags = ['admin-reports'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/tax-reports',
      tags,
      summary:
        'VAT per rate and category for a range of Amsterdam days, refunds subtracted; CSV with format=csv or Accept: text/csv',
      access: sectionAccess('tax-reports'),
      query: DateRangeQuery,
      response: TaxReport,
    },
    async ({ query, req, res }) => {
      const report = await taxReport(db, query.from, query.to);
      if (wantsCsv(query.format, req.get('accept'))) {
        sendCsv(res, `vat-${query.from}-${query.to}.csv`, taxReportCsv(report));
        return;
      }
      return report;
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/bar-commissions',
      tags,
      summary:
        "Each partner bar's orders, turnover and commission per Amsterdam month; CSV with format=csv or Accept: text/csv",
      access: sectionAccess('bar-commissions'),
      query: MonthRangeQuery,
      response: BarCommissionReport,
    },
    async ({ query, req, res }) => {
      const report = await barCommissions(db, query.from, query.to);
      if (wantsCsv(query.format, req.get('accept'))) {
        sendCsv(res, `bar-commissions-${query.from}-${query.to}.csv`, barCommissionsCsv(report));
        return;
      }
      return report;
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/drivers/:id/report',
      tags,
      summary:
        "A driver's deliveries, distance, time on shift and earnings per Amsterdam day or month; CSV with format=csv or Accept: text/csv",
      access: sectionAccess('drivers'),
      params: IdParam,
      query: DriverReportQuery,
      response: DriverReport,
      errors: { 404: 'No such driver' },
    },
    async ({ params, query, req, res }) => {
      const report = await driverReport(db, params.id, query);
      if (wantsCsv(query.format, req.get('accept'))) {
        sendCsv(res, `driver-${params.id}-${query.from}-${query.to}.csv`, driverReportCsv(report));
        return;
      }
      return report;
    },
  );

  return router;
}
