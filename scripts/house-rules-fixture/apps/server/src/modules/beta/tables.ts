// Violates tables-only-to-tables: a foreign key may name alpha's tables, not its store.
import { alphaRows } from '../alpha/store';
import { alphaTable } from '../alpha/tables';

export const betaTable = `${alphaTable}:${alphaRows().length}`;
