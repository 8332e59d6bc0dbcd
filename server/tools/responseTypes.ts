import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The answer (`data`) of every declared call, read from the declarations' types with the TypeScript compiler:
 * a declaration `signedIn<Req, Res>(path)` carries `Res` in its phantom `types` field, so the API reference
 * lists what the type says, with the fields' own doc comments, and cannot drift from it.
 *
 * The program covers every module under `src/contract/` and finds the services by the names the run-time
 * catalogue gives (`service`, `name`), not by file names, so it follows the contract wherever its files live.
 */

/** One field of an answer: `path` is `name`, `list[].name` or `a.b` for fields of nested objects. */
export interface ResponseField {
  path: string;
  type: string;
  optional: boolean;
  doc: string;
}

/** What the reference says of one call's answer: the type's name (or its text) and its fields. */
export interface ResponseShape {
  type: string;
  /** The client reads the whole `{code, msg, data}` envelope (a `fullResponse` call), not only `data`. */
  wholeEnvelope: boolean;
  fields: ResponseField[];
}

const CONTRACT_DIR = join(import.meta.dirname, '..', '..', 'src', 'contract');
/** Nested objects are listed this deep (`a[].b.c`); deeper ones show as their type's name. */
const MAX_DEPTH = 3;

function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** Reads the answer type of every call named in `calls` (`service` → call names). */
export function readResponseShapes(calls: ReadonlyMap<string, readonly string[]>): Map<string, ResponseShape> {
  const program = ts.createProgram(contractFiles(CONTRACT_DIR), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    types: [],
    baseUrl: join(CONTRACT_DIR, '..', '..'),
    paths: { '@/*': ['src/*'] },
  });
  const checker = program.getTypeChecker();
  const shapes = new Map<string, ResponseShape>();

  // The compiler orders a union's members by when it first met each type, which moves as files are added; literal
  // members are sorted here so that the reference reads the same from one change to the next.
  const typeText = (type: ts.Type): string => {
    const whole = checker.typeToString(type, undefined, FORMAT);
    if (!type.isUnion() || type.aliasSymbol) return whole;
    const isLiteral = (member: ts.Type) => member.isStringLiteral() || member.isNumberLiteral();
    if (type.types.filter(isLiteral).length < 2) return whole;
    const text = (member: ts.Type) => checker.typeToString(member, undefined, FORMAT);
    return [
      ...type.types.filter(isLiteral).map(text).sort(),
      ...type.types.filter((member) => !isLiteral(member)).map(text),
    ].join(' | ');
  };

  const isPlainObject = (type: ts.Type) =>
    Boolean(type.flags & ts.TypeFlags.Object) &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    type.getCallSignatures().length === 0 &&
    type.getProperties().length > 0;

  const fieldsOf = (type: ts.Type, prefix: string, depth: number, at: ts.Node): ResponseField[] => {
    const out: ResponseField[] = [];
    for (const property of type.getProperties()) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0] ?? at;
      const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
      const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
      const shown = optional ? checker.getNonNullableType(propertyType) : propertyType;
      const path = `${prefix}${property.name}`;
      out.push({
        path,
        type: typeText(shown),
        optional,
        doc: ts.displayPartsToString(property.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim(),
      });
      if (depth >= MAX_DEPTH) continue;
      // A list of objects or an object (alone or `| null`) lists its own fields under `name[].` or `name.`.
      const element = checker.isArrayType(shown) ? checker.getTypeArguments(shown as ts.TypeReference)[0] : undefined;
      const inner = element ?? checker.getNonNullableType(shown);
      if (inner && isPlainObject(inner))
        out.push(...fieldsOf(inner, `${path}${element ? '[]' : ''}.`, depth + 1, declaration));
    }
    return out;
  };

  const seen = new Set<string>();
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(CONTRACT_DIR)) continue;
    const module = checker.getSymbolAtLocation(file);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const names = calls.get(exported.name);
      if (!names || seen.has(exported.name)) continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration;
      if (!declaration) continue;
      seen.add(exported.name);
      const group = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      for (const name of names) {
        const call = group.getProperty(name);
        const types = call && checker.getTypeOfSymbolAtLocation(call, declaration).getProperty('types');
        const res =
          types && checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(types, declaration)).getProperty('res');
        if (!res) continue;
        const declared = checker.getTypeOfSymbolAtLocation(res, declaration);
        // A `fullResponse` call declares the whole envelope as its answer; its `data` is what the reference lists.
        const envelopeData =
          (declared.aliasSymbol ?? declared.getSymbol())?.name === 'Envelope'
            ? declared.getProperty('data')
            : undefined;
        const resType = envelopeData ? checker.getTypeOfSymbolAtLocation(envelopeData, declaration) : declared;
        shapes.set(`${exported.name}.${name}`, {
          type: typeText(resType),
          wholeEnvelope: Boolean(envelopeData),
          fields: isPlainObject(resType) ? fieldsOf(resType, '', 1, declaration) : [],
        });
      }
    }
  }
  return shapes;
}
