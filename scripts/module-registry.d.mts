// Types of scripts/module-registry.mjs (plain JavaScript: npm install and npm start run it before tsx is loaded).
export interface TDeclaration {
  name: string;
  factory: 'defineWorkflowModule' | 'definePlainModule' | 'defineSpecialModule' | 'defineModuleExtras';
  file: string;
  extends?: string;
  hasProcedures?: boolean;
}
/** A settings group, default flows or a demo a module folder (or shared/src/settings/) declares. */
export interface TPart {
  kind: 'settings' | 'flows' | 'demo';
  name: string;
  file: string;
}
export const registryFile: string;
export const seedListsFile: string;
export function findDeclarations(dir?: string): TDeclaration[];
export function findParts(dir?: string, settingsDir?: string): TPart[];
export function registrySource(declarations?: TDeclaration[], parts?: TPart[]): string;
export function seedListsSource(parts?: TPart[], declarations?: TDeclaration[]): string;
export function writeRegistry(): void;
export function registryIsFresh(): boolean;
