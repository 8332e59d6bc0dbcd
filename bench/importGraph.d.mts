export interface ImportEdge {
  target: string;
  typeOnly: boolean;
  dynamic: boolean;
}
export function sourceFiles(root: string, dirs: string[]): string[];
export function importsOf(file: string, text: string): { spec: string; typeOnly: boolean; dynamic: boolean }[];
export function importGraph(root: string, files: string[]): Map<string, ImportEdge[]>;
export function importCycles(
  graph: Map<string, ImportEdge[]>,
  follow?: (edge: ImportEdge, from: string) => boolean,
): string[][];
