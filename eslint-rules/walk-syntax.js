/**
 * Visits `root` and every node under it, in source order, by the parser's visitor keys (the rules
 * that look inside a call's arguments or a handler's body share this one walk).
 * @param {any} sourceCode the rule's `context.sourceCode`
 * @param {any} root
 * @param {(node: any) => void} visit
 */
export function walkSyntax(sourceCode, root, visit) {
  visit(root);
  for (const key of sourceCode.visitorKeys[root.type] ?? []) {
    const child = root[key];
    for (const node of Array.isArray(child) ? child : [child])
      if (node && typeof node.type === "string") walkSyntax(sourceCode, node, visit);
  }
}
