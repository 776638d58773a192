import type Ajv2020 from 'ajv/dist/2020';
import type { Options } from 'ajv/dist/2020';

export const openapiDir: string;
export const httpMethods: readonly string[];
export function loadDereferencedApi(file: string): Promise<unknown>;
export function createContractAjv(options?: Options): Ajv2020;
