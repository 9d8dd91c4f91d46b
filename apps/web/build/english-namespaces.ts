import { readFileSync } from 'node:fs';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const MODULE = 'virtual:bright-english';
const RESOLVED = `\0${MODULE}`;
const PART = `${MODULE}/`;

/** The English texts' top-level keys (the namespaces) a module's code names: `'auth.` or `` `areas.${x}` ``. */
function namespacesIn(code: string, pattern: RegExp) {
  const found = new Set<string>();
  for (const match of code.matchAll(pattern)) found.add(match[2]!);
  return found;
}

interface ChunkLike {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * English (the fallback language) in one small part per top-level key, each page loading only the parts
 * its code names. The source stays one file, `locales/en.json`; the split happens here, at build time:
 * every chunk starts by waiting for the parts its modules name (lib/i18n's `loadNamespaces`), and the
 * first chunk's parts load with the app's start. A key built without its namespace in the code (which
 * would be missed) loads the rest when first asked for (lib/i18n's missing-key handler).
 * In `vite dev` and the tests, the virtual module hands over all of English at once.
 */
export function englishNamespaces(englishFile: string): Plugin {
  const english = JSON.parse(readFileSync(englishFile, 'utf8')) as Record<string, unknown>;
  const names = Object.keys(english);
  const pattern = new RegExp(`(['"\`])(${names.join('|')})\\.[A-Za-z_$]`, 'g');
  let building = false;
  return {
    name: 'bright:english-namespaces',
    configResolved(config) {
      building = config.command === 'build' && !process.env.VITEST;
    },
    resolveId(source) {
      if (source === MODULE) return RESOLVED;
      if (source.startsWith(PART)) return `\0${source}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED && !building) {
        return `import english from ${JSON.stringify(englishFile)};\nexport const loadEnglish = async () => english;\nexport const coreNamespaces = () => undefined;`;
      }
      if (id === RESOLVED) {
        const loaders = names.map((name) => `${JSON.stringify(name)}: () => import('${PART}${name}')`).join(',\n');
        return [
          `const loaders = {\n${loaders}\n};`,
          'export async function loadEnglish(wanted = Object.keys(loaders)) {',
          '  const parts = await Promise.all(wanted.filter((name) => loaders[name]).map((name) => loaders[name]().then((part) => [name, part.default])));',
          '  return Object.fromEntries(parts);',
          '}',
          'export const coreNamespaces = () => globalThis.__brightCoreNamespaces;',
        ].join('\n');
      }
      if (id.startsWith(`\0${PART}`)) {
        const name = id.slice(PART.length + 1);
        return `export default ${JSON.stringify(english[name] ?? {})};`;
      }
      return undefined;
    },
    renderChunk(code, chunk, _options, meta) {
      if (!building) return null;
      const chunks = meta.chunks as Record<string, ChunkLike>;
      const used = new Set<string>();
      const collect = (ids: string[]) => {
        for (const id of ids) {
          if (id.startsWith('\0') || id.includes('node_modules')) continue;
          const source = this.getModuleInfo(id)?.code;
          if (source) for (const name of namespacesIn(source, pattern)) used.add(name);
        }
      };
      const output = new MagicString(code);
      if (chunk.isEntry) {
        // The first chunk and everything it imports run before lib/i18n starts: their parts load with it.
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const current = chunks[fileName];
          if (!current || seen.has(fileName)) return;
          seen.add(fileName);
          collect(current.moduleIds);
          current.imports.forEach(visit);
        };
        visit(chunk.fileName);
        output.prepend(`globalThis.__brightCoreNamespaces = ${JSON.stringify([...used].sort())};\n`);
      } else {
        collect(chunk.moduleIds);
        if (used.size === 0) return null;
        output.prepend(`await globalThis.__brightLoadNamespaces?.(${JSON.stringify([...used].sort())});\n`);
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
