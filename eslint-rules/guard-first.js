/**
 * Every loader and action of a route module asks a guard first (ADR 015): `requireAccount` or
 * `requireAdministrator` runs before any feature service is called or imported, so a route cannot
 * read or write someone's data for a visitor it has not checked. Routes open to everyone are named
 * in `publicFiles`; the pages for signed-out visitors that read the session themselves, in
 * `sessionReaders`. A guard given options (a standard answer, `form` or `page`, or answers of the
 * route's own) runs inside `answeringRefusals`, which turns the thrown answer into the route's result.
 *
 * The handlers: the exported `loader` and `action`, and in a `<route>.server.ts` beside a route
 * the exported functions it hands them to (names ending in Loader or Action, or wrapped in
 * `answeringRefusals`). A handler that only hands its arguments to such a function is checked there.
 */

import { walkSyntax } from "./walk-syntax.js";

const GUARDS = new Set(["requireAccount", "requireAdministrator"]);
const HANDLER_EXPORTS = new Set(["loader", "action"]);

/** @param {string} source */
function isServiceModule(source) {
  return /^~\/features\/.+\.server$/.test(source) && !/\/(guards|viewer)\.server$/.test(source);
}

/** @param {string} source */
function isDataModule(source) {
  return isServiceModule(source) || source.startsWith("#db/") || source === "~/lib/db.server";
}

/** @param {any} node */
function calleeName(node) {
  return node.type === "CallExpression" && node.callee.type === "Identifier" ? node.callee.name : undefined;
}

/** @param {any} node */
function isFunction(node) {
  return (
    node?.type === "FunctionDeclaration" ||
    node?.type === "FunctionExpression" ||
    node?.type === "ArrowFunctionExpression"
  );
}

/** @param {string} file @param {string[]} list */
function listed(file, list) {
  return list.some((entry) => file === entry || file.endsWith(`/${entry}`));
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "A route's loader and action ask a guard before they touch a feature's service." },
    schema: [
      {
        type: "object",
        properties: {
          publicFiles: { type: "array", items: { type: "string" } },
          sessionReaders: { type: "array", items: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      noGuard:
        "`{{name}}` asks no guard: call requireAccount or requireAdministrator first (or list this public route in eslint.config.js).",
      serviceBeforeGuard:
        "`{{name}}` calls {{service}} before its guard: ask requireAccount or requireAdministrator first.",
      sessionRead:
        "Ask a guard (requireAccount, requireAdministrator), not the session: only the pages for signed-out visitors read it.",
      unwrapped:
        "A guard given options (form, page or the route's own answers) runs inside answeringRefusals(…), which returns its answer.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const file = context.filename.replaceAll("\\", "/");
    const isPublic = listed(file, options.publicFiles ?? []);
    const readsSession = listed(file, options.sessionReaders ?? []);
    const besideRoute = /\.server\.tsx?$/.test(file);
    const sourceCode = context.sourceCode;
    /** @type {Map<string, string>} local name → module it was imported from */
    const imports = new Map();
    /** @type {Map<string, any>} this module's top-level functions, by name */
    const localFunctions = new Map();
    /** @type {any[]} guards given options, outside a wrapper where they are written */
    const unwrapped = [];
    /** @type {Set<string>} functions of this module called inside answeringRefusals(…) */
    const calledWrapped = new Set();

    /** @param {any} root @param {(node: any) => void} visit */
    const walk = (root, visit) => walkSyntax(sourceCode, root, visit);

    /** A handler that only passes its arguments on to a function of a module beside it. @param {any} fn */
    function delegates(fn) {
      let expression = fn.body;
      if (expression.type === "BlockStatement") {
        if (expression.body.length !== 1 || expression.body[0].type !== "ReturnStatement") return false;
        expression = expression.body[0].argument;
      }
      const name = expression && calleeName(expression);
      return Boolean(name && imports.get(name)?.startsWith("./"));
    }

    /**
     * The guard and the services a handler calls, in the order it calls them; a function of this
     * module it calls is read as part of it (at the place of the call).
     * @param {any} fn
     */
    function callsOf(fn) {
      /** @type {{ node: any, at: number, label?: string, guard?: boolean }[]} */
      const calls = [];
      const seen = new Set([fn]);
      /** @param {any} body @param {number | undefined} at */
      const read = (body, at) =>
        walk(body, (node) => {
          const callee = calleeName(node);
          const place = at ?? node.range[0];
          if (callee && (GUARDS.has(callee) || (readsSession && callee === "readSignedInAccount"))) {
            calls.push({ node, at: place, guard: true });
          } else if (callee && isServiceModule(imports.get(callee) ?? "")) {
            calls.push({ node, at: place, label: `${callee}()` });
          } else if (callee && localFunctions.has(callee) && !seen.has(localFunctions.get(callee))) {
            seen.add(localFunctions.get(callee));
            read(localFunctions.get(callee).body, place);
          } else if (node.type === "ImportExpression") {
            const source = node.source.type === "Literal" ? String(node.source.value) : "";
            // An address built at run time could be anything: it counts as a service.
            if (node.source.type !== "Literal" || isDataModule(source)) {
              calls.push({ node, at: place, label: `import(${source || "…"})` });
            }
          }
        });
      read(fn.body, undefined);
      return calls.sort((a, b) => a.at - b.at);
    }

    /** @param {any} fn @param {string} name */
    function checkHandler(fn, name) {
      if (isPublic || delegates(fn)) return;
      const calls = callsOf(fn);
      const first = calls[0];
      // A handler that calls no service reads and writes nothing of anyone's (a 404, a redirect).
      if (!first || first.guard) return;
      const guarded = calls.some((call) => call.guard);
      if (!guarded) context.report({ node: fn, messageId: "noGuard", data: { name } });
      else context.report({ node: first.node, messageId: "serviceBeforeGuard", data: { name, service: first.label } });
    }

    /** The handler function an exported value stands for, if any. @param {any} init */
    function handlerOf(init) {
      if (isFunction(init)) return init;
      if (calleeName(init) === "answeringRefusals" && isFunction(init.arguments[0])) return init.arguments[0];
      return undefined;
    }

    return {
      ImportDeclaration(node) {
        for (const specifier of node.specifiers) imports.set(specifier.local.name, String(node.source.value));
      },
      CallExpression(node) {
        const callee = calleeName(node);
        if (callee === "readSignedInAccount" && !readsSession) context.report({ node, messageId: "sessionRead" });
        if (!callee || !GUARDS.has(callee)) return;
        const options = node.arguments[1];
        if (options?.type !== "ObjectExpression") return;
        const ancestors = sourceCode.getAncestors(node);
        if (ancestors.some((ancestor) => calleeName(ancestor) === "answeringRefusals")) return;
        // Written in a function of this module that a wrapped handler calls: wrapped where it runs.
        const enclosing = ancestors.find(
          (ancestor) => ancestor.parent?.type === "Program" || ancestor.parent?.parent?.type === "Program",
        );
        unwrapped.push({ node, name: enclosing?.id?.name });
      },
      "CallExpression[callee.name='answeringRefusals'] CallExpression"(node) {
        if (node.callee.type === "Identifier") calledWrapped.add(node.callee.name);
      },
      "Program:exit"(program) {
        for (const statement of program.body) {
          const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
          if (declaration?.type === "FunctionDeclaration" && declaration.id)
            localFunctions.set(declaration.id.name, declaration);
          if (declaration?.type !== "VariableDeclaration") continue;
          for (const declarator of declaration.declarations) {
            if (declarator.id.type === "Identifier" && isFunction(declarator.init))
              localFunctions.set(declarator.id.name, declarator.init);
          }
        }
        for (const { node, name } of unwrapped) {
          if (!name || !calledWrapped.has(name)) context.report({ node, messageId: "unwrapped" });
        }
        for (const statement of program.body) {
          if (statement.type !== "ExportNamedDeclaration" || !statement.declaration) continue;
          const declaration = statement.declaration;
          if (declaration.type === "FunctionDeclaration" && declaration.id) {
            const name = declaration.id.name;
            if (HANDLER_EXPORTS.has(name) || (besideRoute && /(Loader|Action)$/.test(name)))
              checkHandler(declaration, name);
          }
          if (declaration.type !== "VariableDeclaration") continue;
          for (const declarator of declaration.declarations) {
            if (declarator.id.type !== "Identifier") continue;
            const name = declarator.id.name;
            const wrapped = calleeName(declarator.init) === "answeringRefusals";
            if (!HANDLER_EXPORTS.has(name) && !(besideRoute && (wrapped || /(Loader|Action)$/.test(name)))) continue;
            const handler = handlerOf(declarator.init);
            if (handler) checkHandler(handler, name);
            else if (declarator.init?.type === "Identifier" && !imports.get(declarator.init.name)?.startsWith("./")) {
              context.report({ node: declarator, messageId: "noGuard", data: { name } });
            }
          }
        }
      },
    };
  },
};
