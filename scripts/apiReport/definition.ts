import type ts from 'typescript';
import type { ApiRoot } from './ApiCollector';

/** One checked-in report: a public surface and the file it is written to. */
export interface ApiReportDefinition {
  /** The file the surface is read from, from the repository root. */
  entry: string;
  /** The report's file, from the repository root. */
  output: string;
  /** The report's heading. */
  title: string;
  /** Folder whose declarations named by the surface are written out as well. */
  scope: string;
  /** The public names and their declarations. */
  roots(program: ts.Program, sourceFile: ts.SourceFile): ApiRoot[];
}
