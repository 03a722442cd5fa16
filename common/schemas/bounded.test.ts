/**
 * Every input the shared schemas accept is bounded: each string has a maximum length (`v.maxLength` or
 * `v.length`) and each array a maximum number of items, so no request body field can carry a megabyte into a
 * regex, a hash, a mail or a database row.
 *
 * The test imports every module of common/schemas (found by listing the directory, so a new module is checked the
 * day it is added; subfolders are not read: answers/ holds the schemas of outputs, to which the rule does not apply),
 * takes each exported valibot schema and walks it: object entries, pipes, optional / nullish / nullable wrappers,
 * unions, variants, intersections, arrays, tuples, records, maps and sets. What it reports:
 *
 * - a string schema with no `max_length` / `length` (or `max_bytes` / `bytes`) in its pipe: a pattern such as
 *   /^\d{6}$/ bounds the length too, but only by reading the regex; the rule is kept simple and explicit, so such a
 *   field needs its maxLength as well (picklists and literals are bounded by construction);
 * - an array without `max_length` / `length`, a record without `max_entries` / `entries`, a tuple's rest;
 * - a schema that accepts anything (`unknown`, `any`), an object that keeps unknown keys (`loose_object`), and any
 *   schema this walker cannot see into (`lazy`, `custom`, a type it does not know), so nothing passes unseen.
 *
 * A failure names the export and the path inside it (`accounts.ts › candidateRegister.phone.code`), and the last test
 * lists the distinct schemas behind all paths: fixing one fixes every path that goes through it.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

/** The parts of a valibot schema or action this walker reads (valibot's own types are per schema kind). */
interface Node {
  kind: string;
  type: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: readonly unknown[];
  item?: Node;
  items?: readonly Node[];
  rest?: Node;
  key?: Node;
  value?: Node;
  pipe?: readonly Node[];
  requirement?: unknown;
}

/** One unbounded place: the export it was reached from, the path inside it, and why. */
interface Finding {
  /** `module.ts › exportName`. */
  root: string;
  /** Path inside the export: `.phone.code`, `.filter{value}`, `<union option 2: string>`; '' for the export itself. */
  path: string;
  reason: string;
  /** The schema object at fault, to group paths that share it. */
  node: object;
  /** The nearest exported schema containing the node (`list.ts › integerLike`), with the path from there. */
  owner: string;
  ownerPath: string;
}

const WRAPPERS = new Set([
  'optional',
  'nullish',
  'nullable',
  'undefinedable',
  'exact_optional',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);
/** Schemas whose input is bounded by what they are (a fixed set of values or a scalar). */
const BOUNDED_LEAVES = new Set([
  'number',
  'bigint',
  'boolean',
  'literal',
  'picklist',
  'enum',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'date',
  'symbol',
]);
const OBJECTS = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);
const TUPLES = new Set(['tuple', 'strict_tuple', 'loose_tuple', 'tuple_with_rest']);

const STRING_BOUNDS = new Set(['max_length', 'length', 'max_bytes', 'bytes']);
const ARRAY_BOUNDS = new Set(['max_length', 'length']);
const ENTRY_BOUNDS = new Set(['max_entries', 'entries']);
const SIZE_BOUNDS = new Set(['max_size', 'size']);

function isSchema(value: unknown): value is v.GenericSchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<Node>).kind === 'schema' &&
    typeof (value as Partial<Node>).type === 'string' &&
    '~standard' in value
  );
}

/**
 * The actions of a schema's pipe chain: `v.pipe(v.pipe(v.string(), trim), maxLength(9))` has both pipes' actions.
 * A pipe schema is its first item spread with `pipe` added, so the chain is followed through `pipe[0]`.
 */
function pipeActions(node: Node): Node[] {
  return pipeChain(node).flatMap((level) => level.pipe?.slice(1) ?? []);
}

/** The schema and the pipe schemas it was built from, innermost first (`v.string()` … the outermost pipe). */
function pipeChain(node: Node): Node[] {
  const chain: Node[] = [];
  let current: Node | undefined = node;
  while (current && !chain.includes(current)) {
    chain.unshift(current);
    current = current.pipe?.[0];
  }
  return chain;
}

/** A length-style bound among the actions (a finite number as its requirement). */
function hasBound(actions: readonly Node[], types: ReadonlySet<string>): boolean {
  return actions.some(
    (action) =>
      action.kind === 'validation' &&
      types.has(action.type) &&
      typeof action.requirement === 'number' &&
      Number.isFinite(action.requirement),
  );
}

/** `string › trim › non_empty › regex /^\d+$/`: what a string's pipe does, to show beside a finding. */
function describeChain(node: Node): string {
  const steps = pipeActions(node).map((action) =>
    action.requirement instanceof RegExp ? `${action.type} ${String(action.requirement)}` : action.type,
  );
  return [node.type, ...steps].join(' › ');
}

interface WalkOptions {
  /** Exported schemas by identity, so a finding names the nearest export that holds it. */
  exportsByNode?: ReadonlyMap<object, string>;
}

/**
 * Walks one schema and returns every unbounded place in it. `inherited` carries the actions of enclosing pipes down
 * to a union's options (a maxLength after a union of strings bounds them all).
 */
function findUnbounded(root: string, schema: unknown, options: WalkOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const stack = new Set<object>();

  function visit(
    node: Node,
    path: string,
    inherited: readonly Node[],
    owner: string,
    ownerPath: string,
  ): void {
    // The innermost exported schema this node is built from: `money` is `v.pipe(moneyAmount, …)`, so what is
    // unbounded inside it is moneyAmount's to fix.
    const exported = pipeChain(node)
      .map((level) => options.exportsByNode?.get(level))
      .find((name) => name !== undefined);
    if (exported && exported !== owner) {
      owner = exported;
      ownerPath = '';
    }
    if (stack.has(node)) {
      report(node, path, 'refers back to itself: cannot be bounded', owner, ownerPath);
      return;
    }
    stack.add(node);
    try {
      inspect(node, path, [...inherited, ...pipeActions(node)], owner, ownerPath);
    } finally {
      stack.delete(node);
    }
  }

  function report(node: Node, path: string, reason: string, owner: string, ownerPath: string) {
    findings.push({ root, path, reason, node, owner, ownerPath });
  }

  function inspect(
    node: Node,
    path: string,
    actions: readonly Node[],
    owner: string,
    ownerPath: string,
  ): void {
    const child = (next: Node | undefined, segment: string, keep: readonly Node[] = []) => {
      if (next) visit(next, path + segment, keep, owner, ownerPath + segment);
      else report(node, path, `${node.type} schema without its ${segment} schema`, owner, ownerPath);
    };
    const { type } = node;

    if (type === 'string') {
      if (!hasBound(actions, STRING_BOUNDS))
        report(node, path, `string without maxLength (${describeChain(node)})`, owner, ownerPath);
      return;
    }
    if (BOUNDED_LEAVES.has(type)) return;
    if (WRAPPERS.has(type)) return child(node.wrapped, '', actions);
    if (OBJECTS.has(type)) {
      if (type === 'loose_object')
        report(node, path, 'loose_object keeps unknown keys of any size (use object)', owner, ownerPath);
      for (const [key, entry] of Object.entries(node.entries ?? {})) child(entry, `.${key}`);
      if (type === 'object_with_rest') child(node.rest, '{rest}');
      return;
    }
    if (type === 'union' || type === 'variant' || type === 'intersect') {
      const choices = (node.options ?? []).filter(isSchema) as unknown as Node[];
      choices.forEach((option, i) => {
        // Bounds after a union apply to each of its options; a variant's or intersection's do not reach inside.
        const keep = type === 'union' ? actions : [];
        child(option, `<${type} option ${i + 1}: ${option.type}>`, keep);
      });
      return;
    }
    if (type === 'array') {
      if (!hasBound(actions, ARRAY_BOUNDS)) report(node, path, 'array without maxLength', owner, ownerPath);
      return child(node.item, '[]');
    }
    if (TUPLES.has(type)) {
      (node.items ?? []).forEach((item, i) => child(item, `[${i}]`));
      if (type === 'loose_tuple') report(node, path, 'loose_tuple keeps extra items', owner, ownerPath);
      if (type === 'tuple_with_rest' && !hasBound(actions, ARRAY_BOUNDS))
        report(node, path, 'tuple_with_rest without maxLength', owner, ownerPath);
      if (type === 'tuple_with_rest') child(node.rest, '[rest]');
      return;
    }
    if (type === 'record' || type === 'map') {
      if (!hasBound(actions, ENTRY_BOUNDS))
        report(node, path, `${type} without maxEntries: any number of keys`, owner, ownerPath);
      child(node.key, '{key}');
      return child(node.value, '{value}');
    }
    if (type === 'set') {
      if (!hasBound(actions, SIZE_BOUNDS)) report(node, path, 'set without maxSize', owner, ownerPath);
      return child(node.value, '{value}');
    }
    if (type === 'blob' || type === 'file') {
      if (!hasBound(actions, SIZE_BOUNDS)) report(node, path, `${type} without maxSize`, owner, ownerPath);
      return;
    }
    // A `custom` gate that a later schema of its pipe refines (`v.pipe(v.custom(isPlainObject), v.object(…))`):
    // the value must pass that schema too, so its bounds are the ones to check.
    const refinedBy = actions.find((action) => action.kind === 'schema');
    if (type === 'custom' && refinedBy) return child(refinedBy, '');
    if (type === 'unknown' || type === 'any')
      return report(node, path, `${type}: accepts any value of any size`, owner, ownerPath);
    report(
      node,
      path,
      `${type} schema: this walker cannot see its bounds (teach bounded.test.ts)`,
      owner,
      ownerPath,
    );
  }

  if (isSchema(schema)) visit(schema as unknown as Node, '', [], root, '');
  return findings;
}

// --- The schema modules ------------------------------------------------------------------------------------------

interface SchemaModule {
  file: string;
  exports: Record<string, unknown>;
}

/**
 * Every module of this directory except the tests and the index (a barrel of the others; checked below to add
 * nothing of its own). node:fs is imported by a computed name so the file also type-checks in the app's and the
 * service worker's projects, which include common/ without Node's types.
 */
async function loadModules(): Promise<{ modules: SchemaModule[]; index: Record<string, unknown> }> {
  const fsName: string = 'node:fs';
  const fs = (await import(/* @vite-ignore */ fsName)) as { readdirSync(dir: URL): string[] };
  const here = new URL('.', import.meta.url);
  const files = fs
    .readdirSync(here)
    .filter((file) => /\.ts$/.test(file) && !/\.(test|spec)\.ts$|\.d\.ts$/.test(file))
    .sort();
  const modules: SchemaModule[] = [];
  let index: Record<string, unknown> = {};
  for (const file of files) {
    const exports = (await import(/* @vite-ignore */ new URL(file, here).href)) as Record<string, unknown>;
    if (file === 'index.ts') index = exports;
    else modules.push({ file, exports });
  }
  return { modules, index };
}

const { modules, index } = await loadModules();

interface SchemaExport {
  name: string;
  file: string;
  schema: v.GenericSchema;
}

const schemaExports: SchemaExport[] = modules.flatMap(({ file, exports }) =>
  Object.entries(exports)
    .filter(([, value]) => isSchema(value))
    .map(([name, value]) => ({ name, file, schema: value as v.GenericSchema })),
);

/** Exported schemas by identity: the first module (alphabetically) that exports one names it. */
const exportsByNode = new Map<object, string>();
for (const { name, file, schema } of schemaExports)
  if (!exportsByNode.has(schema)) exportsByNode.set(schema, `${file} › ${name}`);

/** The index re-exports the modules; a schema only it exports is checked under its name too. */
const indexOnly: SchemaExport[] = Object.entries(index)
  .filter(([, value]) => isSchema(value) && !exportsByNode.has(value as object))
  .map(([name, value]) => ({ name, file: 'index.ts', schema: value as v.GenericSchema }));

const allExports = [...schemaExports, ...indexOnly];
const findingsOf = (e: SchemaExport) => findUnbounded(`${e.file} › ${e.name}`, e.schema, { exportsByNode });

function formatFindings(findings: readonly Finding[]): string {
  const width = Math.max(0, ...findings.map((f) => (f.root + f.path).length));
  return findings.map((f) => `  ${(f.root + f.path).padEnd(width)}  ${f.reason}`).join('\n');
}

// --- Tests -------------------------------------------------------------------------------------------------------

describe('the bound walker', () => {
  const paths = (schema: unknown) =>
    findUnbounded('s', schema).map((f) => `${f.path || '(root)'}: ${f.reason}`);
  const bounded = v.pipe(v.string(), v.maxLength(10));

  it('accepts bounded strings, picklists, literals and scalars', () => {
    expect(paths(bounded)).toEqual([]);
    expect(paths(v.pipe(v.string(), v.length(6)))).toEqual([]);
    expect(paths(v.pipe(v.pipe(v.string(), v.trim()), v.maxLength(5), v.regex(/x/)))).toEqual([]);
    expect(paths(v.picklist(['a', 'b']))).toEqual([]);
    expect(paths(v.literal(true))).toEqual([]);
    expect(paths(v.object({ n: v.number(), b: v.boolean(), d: v.optional(bounded, '') }))).toEqual([]);
    expect(paths(v.pipe(v.array(bounded), v.maxLength(3)))).toEqual([]);
    expect(paths(v.pipe(v.record(bounded, bounded), v.maxEntries(3)))).toEqual([]);
  });

  it('finds unbounded strings through entries, wrappers, pipes and unions', () => {
    expect(paths(v.string())).toEqual(['(root): string without maxLength (string)']);
    expect(paths(v.pipe(v.string(), v.regex(/^\d{6}$/)))).toEqual([
      '(root): string without maxLength (string › regex /^\\d{6}$/)',
    ]);
    expect(paths(v.pipe(v.string(), v.email()))).toHaveLength(1);
    expect(
      paths(
        v.object({
          a: v.nullish(v.object({ b: v.optional(v.nullable(v.string())) })),
          c: v.union([v.number(), v.pipe(v.string(), v.trim())]),
          d: v.pipe(v.union([v.string(), v.pipe(v.string(), v.trim())]), v.maxLength(4)),
        }),
      ),
    ).toEqual([
      '.a.b: string without maxLength (string)',
      '.c<union option 2: string>: string without maxLength (string › trim)',
    ]);
    expect(
      paths(
        v.variant('k', [
          v.object({ k: v.literal('x'), s: v.string() }),
          v.object({ k: v.literal('y'), n: v.number() }),
        ]),
      ),
    ).toEqual(['<variant option 1: object>.s: string without maxLength (string)']);
  });

  it('finds unbounded arrays, records, open values and schemas it cannot see into', () => {
    expect(paths(v.array(bounded))).toEqual(['(root): array without maxLength']);
    expect(paths(v.pipe(v.array(v.string()), v.maxLength(2)))).toEqual([
      '[]: string without maxLength (string)',
    ]);
    expect(paths(v.record(v.string(), v.unknown()))).toEqual([
      '(root): record without maxEntries: any number of keys',
      '{key}: string without maxLength (string)',
      '{value}: unknown: accepts any value of any size',
    ]);
    expect(paths(v.looseObject({ a: bounded }))).toEqual([
      '(root): loose_object keeps unknown keys of any size (use object)',
    ]);
    expect(paths(v.lazy(() => bounded))).toEqual([
      '(root): lazy schema: this walker cannot see its bounds (teach bounded.test.ts)',
    ]);
    expect(paths(v.custom<string>((x) => typeof x === 'string'))).toHaveLength(1);
  });

  it('names the nearest exported schema that holds an unbounded place', () => {
    const inner = v.pipe(v.string(), v.trim());
    const outer = v.object({ phone: v.object({ code: inner }) });
    const [finding] = findUnbounded('m.ts › outer', outer, {
      exportsByNode: new Map([[inner, 'm.ts › inner']]),
    });
    expect(finding).toMatchObject({ path: '.phone.code', owner: 'm.ts › inner', ownerPath: '' });
  });
});

describe('every string and array the schemas of common/schemas accept is bounded', () => {
  it('loads the schema modules (the check below is not vacuous)', () => {
    expect(modules.map((m) => m.file)).toEqual(expect.arrayContaining(['accounts.ts', 'list.ts', 'geo.ts']));
    expect(allExports.length).toBeGreaterThan(20);
  });

  it.each(allExports.map((e) => [`${e.file} › ${e.name}`, e] as const))('%s', (_label, e) => {
    const findings = findingsOf(e);
    expect(findings.length, `unbounded input in ${e.file} › ${e.name}:\n${formatFindings(findings)}\n`).toBe(
      0,
    );
  });

  it('lists the distinct schemas to bound (each fixes every path through it)', () => {
    const byNode = new Map<object, { owner: string; reason: string; paths: string[] }>();
    for (const finding of allExports.flatMap(findingsOf)) {
      const key = finding.node;
      const entry = byNode.get(key) ?? {
        owner: `${finding.owner}${finding.ownerPath}`,
        reason: finding.reason,
        paths: [],
      };
      entry.paths.push(finding.root + finding.path);
      byNode.set(key, entry);
    }
    const roots = [...byNode.values()].sort((a, b) => a.owner.localeCompare(b.owner));
    const total = roots.reduce((n, r) => n + r.paths.length, 0);
    const listing = roots
      .map((r) => {
        const shown = r.paths.slice(0, 6).join(', ');
        const more = r.paths.length > 6 ? `, … ${r.paths.length - 6} more` : '';
        return `  ${r.owner}\n      ${r.reason}\n      reached from ${r.paths.length} path(s): ${shown}${more}`;
      })
      .join('\n');
    expect(
      roots.length,
      `${roots.length} unbounded schema(s) behind ${total} path(s) of common/schemas:\n${listing}\n`,
    ).toBe(0);
  });
});
