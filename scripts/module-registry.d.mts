// Types of scripts/module-registry.mjs (plain JavaScript: npm install and npm start run it before tsx is loaded).
export interface TDeclaration {
  name: string;
  factory: 'defineWorkflowModule' | 'definePlainModule' | 'defineSpecialModule' | 'defineModuleExtras';
  file: string;
  extends?: string;
  hasProcedures?: boolean;
}
export const registryFile: string;
export function findDeclarations(dir?: string): TDeclaration[];
export function registrySource(declarations?: TDeclaration[]): string;
export function writeRegistry(): void;
export function registryIsFresh(): boolean;
