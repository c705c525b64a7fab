import type { ZipCodeLookup } from '@paybook/contracts';
import { errorCodes } from '@paybook/contracts';
import { ZIP_CODE_NOT_FOUND, zipCodeShapeError } from '@paybook/domain';
import zipcodes from 'zipcodes';
import { AppError, badRequest } from '../../lib/app-error.ts';

/**
 * spec 2 §5: a zip code is five digits found in the US zip table (the `zipcodes` package's data, shipped
 * with the app), which gives its city and state.
 */
export function lookUpZipCode(text: string): ZipCodeLookup {
  const zip = text.trim();
  const shapeError = zipCodeShapeError(zip);
  if (shapeError) throw badRequest('zip_code', shapeError);
  const found = zipcodes.lookup(zip);
  if (found?.country !== 'US')
    throw new AppError(404, errorCodes.notFound, ZIP_CODE_NOT_FOUND, [
      { property: 'zip_code', message: ZIP_CODE_NOT_FOUND },
    ]);
  return { zip_code: zip, city: found.city, state_code: found.state, country: 'US' };
}
