/**
 * Feature boundaries (STYLE.md, bulletproof-react): every folder in src/features has an
 * index.ts, and code outside a feature imports only that index (`@/features/<name>`), never a
 * file inside it. Inside a feature, its own files import each other freely.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = join(SRC, 'features');

interface SourceFile {
  /** Relative to src/, with forward slashes: "features/catalog/index.ts". */
  path: string;
  text: string;
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    if (!/\.tsx?$/.test(name)) return [];
    return [{ path: relative(SRC, full).split(sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

/** Block comments and whole-line comments out, so a comment naming a path is not an import. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Every module specifier a file names: static imports and re-exports, bare imports, `import()`. */
function specifiers(text: string): string[] {
  const code = withoutComments(text);
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /\bimport\s+['"]([^'"]+)['"]/g];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]));
}

/** The feature a src-relative path belongs to, or null outside src/features. */
function featureOf(path: string): string | null {
  return /^features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/**
 * Where a specifier points inside src/features: the feature and the path below it ('' for the
 * feature's folder itself, i.e. its index). Null for anything else (packages, other folders).
 */
function target(fromPath: string, spec: string): { feature: string; rest: string } | null {
  let inSrc: string;
  if (spec.startsWith('@/')) inSrc = spec.slice(2);
  else if (spec.startsWith('.')) inSrc = relative(SRC, resolve(SRC, dirname(fromPath), spec)).split(sep).join('/');
  else return null;
  const match = /^features\/([^/]+)(?:\/(.*))?$/.exec(inSrc);
  return match ? { feature: match[1], rest: match[2] ?? '' } : null;
}

/** "file: imports 'spec'" for each import that reaches into another feature past its index. */
function boundaryViolations(files: SourceFile[]): string[] {
  return files.flatMap((file) => {
    const own = featureOf(file.path);
    return specifiers(file.text)
      .filter((spec) => {
        const to = target(file.path, spec);
        return to !== null && to.rest !== '' && to.feature !== own;
      })
      .map((spec) => `${file.path}: imports '${spec}' (use '@/features/${target(file.path, spec)!.feature}')`);
  });
}

describe('feature boundaries', () => {
  it('every feature folder has an index.ts', () => {
    const missing = readdirSync(FEATURES)
      .filter((name) => statSync(join(FEATURES, name)).isDirectory())
      .filter((name) => !existsSync(join(FEATURES, name, 'index.ts')))
      .map((name) => `features/${name}/index.ts is missing`);
    expect(missing).toEqual([]);
  });

  it('no feature index holds a dynamic import (a lazy page importing one splits the main bundle)', () => {
    const holders = readdirSync(FEATURES)
      .map((name) => join(FEATURES, name, 'index.ts'))
      .filter((index) => existsSync(index) && /\bimport\s*\(/.test(withoutComments(readFileSync(index, 'utf8'))))
      .map((index) => relative(SRC, index).split(sep).join('/'));
    expect(holders).toEqual([]);
  });

  it('code outside a feature imports only its index', () => {
    // This file's own examples below are not imports.
    const files = sourceFiles(SRC).filter((file) => file.path !== 'app/feature-boundaries.test.ts');
    expect(files.length).toBeGreaterThan(50);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('catches deep, relative and dynamic imports across features, and allows the rest', () => {
    const files: SourceFile[] = [
      { path: 'app/router.tsx', text: "const P = lazy(() => import('@/features/catalog/components/store-page'));" },
      { path: 'app/layout.tsx', text: "import { ChatLauncher } from '@/features/assistant';\nimport { paths } from './paths';" },
      { path: 'features/payments/pay.tsx', text: "import {\n  Product,\n} from '../catalog/types';\nimport '../catalog/components/catalog.css';" },
      { path: 'features/payments/components/ok.tsx', text: "import { x } from '../api/payments';\nimport { useSite } from '@/features/site';" },
      { path: 'features/catalog/admin/tab.tsx', text: "import { y } from '@/features/catalog/utils/store';\nimport z from '../../catalog/types';" },
      { path: 'test/render.tsx', text: "// see '@/features/site/api/get-site'\nexport { a } from '@/features/site/types';" },
    ];
    expect(boundaryViolations(files)).toEqual([
      "app/router.tsx: imports '@/features/catalog/components/store-page' (use '@/features/catalog')",
      "features/payments/pay.tsx: imports '../catalog/types' (use '@/features/catalog')",
      "features/payments/pay.tsx: imports '../catalog/components/catalog.css' (use '@/features/catalog')",
      "test/render.tsx: imports '@/features/site/types' (use '@/features/site')",
    ]);
  });
});
