import { gridPathRequirement } from '@paybook/domain/reports/grid-access';
import { z } from 'zod';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  gridExportBody,
  gridPage,
  gridParams,
  gridSchema,
  gridSearchBody,
  gridSummary,
  gridSummaryBody,
} from '../report-grid.ts';

// spec 3 §7 "Grid endpoints" (issue 28 point 2): one search, summary and export for the ten entities.
// Paths are ours (the spec shows none): /api/grid/{entity}/…. Reading an entity's grid needs what its
// screen needs; exporting it also view_reports (spec 3 §6); the domain's reports/grid-access.ts says which.
const tags = ['Reports'];
const read = requires(gridPathRequirement('read'));

export const searchGrid = defineEndpoint({
  method: 'PUT',
  path: '/grid/:entity/search',
  access: read,
  tags,
  summary: 'A page of a grid: projections, filters, sort and page, all in SQL',
  params: gridParams,
  body: gridSearchBody,
  responses: { 200: gridPage },
});

export const summarizeGrid = defineEndpoint({
  method: 'PUT',
  path: '/grid/:entity/summary',
  access: read,
  tags,
  summary: "A grid's totals row and chart over every filtered row",
  params: gridParams,
  body: gridSummaryBody,
  responses: { 200: gridSummary },
});

export const exportGrid = defineEndpoint({
  method: 'PUT',
  path: '/grid/:entity/export',
  access: requires(gridPathRequirement('export')),
  tags,
  summary: 'The whole filtered grid as CSV, streamed, in the shown columns',
  description:
    'Streams the rows as they are read (no row count limit). The X-Total-Count header gives the number of ' +
    'rows to come, so a client can show progress. Cells a spreadsheet would run as formulas are defused.',
  params: gridParams,
  body: gridExportBody,
  responses: { 200: z.string() },
  produces: ['text/csv; charset=utf-8'],
  errors: [503],
});

export const getGridSchema = defineEndpoint({
  method: 'GET',
  path: '/grid/:entity/schema',
  access: read,
  tags,
  summary: "A grid's columns, default sort and page size, with every enumeration's values and descriptions",
  params: gridParams,
  responses: { 200: gridSchema },
});
