import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/core/resources/index';
import { hasIcon } from '../../src/web/ui/icon';

// <Icon> draws an unknown name as 'list' instead of failing, so a misspelt name would slip through
// the type checker (names are also plain strings from resources). This finds every literal name.
const WEB = resolve(import.meta.dirname, '../../src/web');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []);
}

function iconNames(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/<Icon\b[^>]*?\bname=(?:"([^"]+)"|\{([^}]*)\})/gs)) {
    if (m[1]) names.push(m[1]);
    else for (const q of m[2].matchAll(/'([a-z0-9-]+)'/g)) names.push(q[1]);
  }
  for (const m of text.matchAll(/\bicon(?::\s*|=)["']([a-z0-9-]+)["']/g)) names.push(m[1]);
  return names;
}

describe('icon names', () => {
  it('every name the web app writes exists in the icon set', () => {
    const unknown: string[] = [];
    let seen = 0;
    for (const file of sources(WEB)) {
      for (const name of iconNames(readFileSync(file, 'utf8'))) {
        seen++;
        if (!hasIcon(name)) unknown.push(`${file.slice(WEB.length + 1)}: ${name}`);
      }
    }
    expect(seen).toBeGreaterThan(40);
    expect(unknown).toEqual([]);
  });

  it('every menu icon of the resources exists', () => {
    const unknown = RESOURCES.filter((r) => r.menu?.icon && !hasIcon(r.menu.icon)).map((r) => `${r.name}: ${r.menu!.icon}`);
    expect(unknown).toEqual([]);
  });

  it('the scan reads literal and conditional names', () => {
    expect(iconNames(`<Icon name="x" /> <Icon className="a" name={open ? 'chevron-up' : 'chevron-down'} /> { icon: 'trash' }`))
      .toEqual(['x', 'chevron-up', 'chevron-down', 'trash']);
  });
});
