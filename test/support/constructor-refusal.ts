import { expect } from 'vitest';
import { InvalidArgumentError, SportsData } from '../../src/index.js';

/** The typed error `new SportsData(options)` throws; fails the test if the options are accepted. */
export function constructorRefusal(options: unknown): InvalidArgumentError {
  try {
    new SportsData(options as never);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError);
    return error as InvalidArgumentError;
  }
  throw new Error('the options were accepted');
}
