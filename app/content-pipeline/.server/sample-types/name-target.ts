/**
 * Which names of a sample get a popover, and where a library name is
 * declared. A name is described when the symbol it stands for is declared by
 * the sample itself or by an @unblessed/* package; globals (`process`,
 * `console`) and the standard library are left plain.
 */
import ts from "typescript";
import type { NameTarget } from "./sample-name";

/** A declaration file of the pinned packages, wherever node_modules resolves them from. */
const LIBRARY_FILE = /[\\/]node_modules[\\/]@unblessed[\\/]/;

export type NameOrigin = { kind: "own" } | { kind: "library"; target: NameTarget };

export class NameTargets {
  private readonly exportedNames = new Map<ts.SourceFile, Map<ts.Symbol, string>>();

  constructor(private readonly checker: ts.TypeChecker) {}

  /** Where the symbol behind `name` comes from; undefined for a name that gets no popover. */
  originOf(name: ts.Identifier, sample: ts.SourceFile): NameOrigin | undefined {
    const symbol = this.symbolOf(name);
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration) return undefined;
    const file = declaration.getSourceFile();
    if (file === sample) return { kind: "own" };
    if (!LIBRARY_FILE.test(file.fileName)) return undefined;
    const target = this.targetOf(symbol, declaration);
    if (!target) return undefined;
    const widget = this.widgetTakingOption(name);
    return { kind: "library", target: widget ? { ...target, optionOf: widget } : target };
  }

  /**
   * The symbol a name stands for. A property written in an object literal is
   * the property of the type the literal is checked against (`vi` in
   * `new List({ vi: true })` is ListOptions' `vi`); an imported name is what
   * it imports.
   */
  private symbolOf(name: ts.Identifier): ts.Symbol | undefined {
    const property = name.parent;
    if ((ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && property.name === name) {
      const literal = property.parent;
      const contextual = this.checker.getContextualType(literal);
      const declared = contextual && this.checker.getPropertyOfType(contextual, name.text);
      if (declared) return declared;
      // A union of option types: the first member type that has the property.
      if (contextual?.isUnion()) {
        for (const part of contextual.types) {
          const found = this.checker.getPropertyOfType(part, name.text);
          if (found) return found;
        }
      }
    }
    const symbol = this.checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) return this.checker.getAliasedSymbol(symbol);
    return symbol;
  }

  /** The page and member a library declaration is documented at. */
  private targetOf(symbol: ts.Symbol, declaration: ts.Declaration): NameTarget | undefined {
    const member = documentedMember(declaration);
    if (!member) {
      // A top-level declaration, or something inside one (a property of a variable's object type).
      const top = topLevelDeclaration(declaration);
      const topName = top && ts.getNameOfDeclaration(top);
      const topSymbol = topName && this.checker.getSymbolAtLocation(topName);
      return topSymbol && top ? { owner: this.exportedName(topSymbol, top) } : undefined;
    }
    const ownerName = member.parent.name;
    if (!ownerName) return undefined;
    const ownerSymbol = this.checker.getSymbolAtLocation(ownerName);
    const owner = ownerSymbol ? this.exportedName(ownerSymbol, member.parent) : ownerName.text;
    const memberName = ts.isConstructorDeclaration(member.declaration)
      ? "constructor"
      : (ts.getNameOfDeclaration(member.declaration as ts.Declaration)?.getText() ?? symbol.name);
    return { owner, member: memberName };
  }

  /** The name a declaration file exports a symbol under (`ImageOptions$1` is exported as `ImageOptions`). */
  private exportedName(symbol: ts.Symbol, declaration: ts.Node): string {
    const file = declaration.getSourceFile();
    let names = this.exportedNames.get(file);
    if (!names) {
      names = new Map();
      const module = this.checker.getSymbolAtLocation(file);
      for (const exported of module ? this.checker.getExportsOfModule(module) : []) {
        const local = exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported;
        if (!names.has(local)) names.set(local, exported.name);
      }
      this.exportedNames.set(file, names);
    }
    return names.get(symbol) ?? symbol.name;
  }

  /** For an option written straight into `new Widget({ … })`: the widget class's exported name. */
  private widgetTakingOption(name: ts.Identifier): string | undefined {
    const property = name.parent;
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return undefined;
    const literal = property.parent;
    const call = literal.parent;
    if (!ts.isNewExpression(call) || call.arguments?.[0] !== literal) return undefined;
    let widget = this.checker.getSymbolAtLocation(call.expression);
    if (widget && widget.flags & ts.SymbolFlags.Alias) widget = this.checker.getAliasedSymbol(widget);
    const declaration = widget?.declarations?.[0];
    if (!widget || !declaration || !LIBRARY_FILE.test(declaration.getSourceFile().fileName)) return undefined;
    return this.exportedName(widget, declaration);
  }
}

type NamedOwner = ts.ClassLikeDeclaration | ts.InterfaceDeclaration;

/**
 * The class or interface member a declaration is documented as. A property of
 * an inline object type (`style?: { selected?: … }`) has no page or anchor of
 * its own: it is documented with the member that holds the object type.
 */
function documentedMember(declaration: ts.Node): { declaration: ts.Node; parent: NamedOwner } | undefined {
  let node: ts.Node | undefined = declaration;
  while (node) {
    const parent: ts.Node | undefined = node.parent;
    if (!parent || ts.isSourceFile(parent) || ts.isModuleBlock(parent)) return undefined;
    if (ts.isClassLike(parent) || ts.isInterfaceDeclaration(parent)) return { declaration: node, parent };
    node = parent;
  }
  return undefined;
}

/** The declaration at the top of its file (or namespace) that holds `node`: a variable statement gives its variable. */
function topLevelDeclaration(node: ts.Node): ts.Declaration | undefined {
  let current: ts.Node = node;
  while (current.parent && !ts.isSourceFile(current.parent) && !ts.isModuleBlock(current.parent))
    current = current.parent;
  if (ts.isVariableStatement(current)) return current.declarationList.declarations[0];
  return ts.isDeclarationStatement(current) || ts.isClassDeclaration(current) || ts.isFunctionDeclaration(current)
    ? current
    : undefined;
}
