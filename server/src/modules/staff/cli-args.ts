/** Splits `argv` into positional words and `--name value` / `--flag` options. */
export function parseArgs(argv: string[]): {
  words: string[];
  options: Map<string, string | true>;
} {
  const words: string[] = [];
  const options = new Map<string, string | true>();
  // pnpm passes a lone `--` through when the user writes `run staff -- list`.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const [name = '', inline] = arg.slice(2).split('=', 2);
      const next = args[i + 1];
      if (inline !== undefined) options.set(name, inline);
      else if (next !== undefined && !next.startsWith('--') && name !== 'json') {
        options.set(name, next);
        i += 1;
      } else options.set(name, true);
    } else {
      words.push(arg);
    }
  }
  return { words, options };
}

export function textOption(options: Map<string, string | true>, name: string): string | undefined {
  const value = options.get(name);
  return typeof value === 'string' ? value : undefined;
}
