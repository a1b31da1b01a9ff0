/**
 * Replace `{name}` placeholders with values. Unknown placeholders stay visible, so a
 * missing value shows up in review instead of silently vanishing.
 */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(vars, key) ? String(vars[key]) : whole,
  );
}
