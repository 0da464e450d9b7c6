import { ValidateIf } from 'class-validator';

/**
 * A field that may be left out but never sent as null: on a partial update, null would try to clear
 * a column that must have a value. (class-validator's IsOptional lets null through unchecked.)
 */
export const IsOptionalNotNull = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);
