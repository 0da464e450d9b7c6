import type { Clock } from '../../common/clock/clock';
import { invalid } from '../../common/errors/app-error';
import { toTextableUsNumber } from '../../common/phone/phone-number';
import { EMAIL_SHAPE } from '../../common/validation/email';
import { ERROR_CODES } from '../../contracts/error-codes';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language';
import type { ContactAndVehicleDto } from './dto/contact-and-vehicle.dto';

/** The contact and vehicle columns of a new request, as stored. */
export interface ContactAndVehicle {
  phone: string;
  email: string | null;
  vehicleYear: number;
  vehicleMake: string;
  vehicleModel: string;
  vehiclePlate: string | null;
  language: Language;
}

/**
 * The phone, email and vehicle year of either intake form, checked, and its contact and vehicle
 * fields tidied for storing. The caller has already refused a form missing any required field,
 * each in its own words.
 */
export function checkContactAndVehicle(input: ContactAndVehicleDto & { vehiclePlate?: string }, clock: Clock): ContactAndVehicle {
  const phone = toTextableUsNumber(input.phone);
  if (!phone) throw invalid(ERROR_CODES.invalidPhone, 'Invalid Phone Number', 'Please enter a valid phone number');
  const email = input.email?.trim() || null;
  if (email && !EMAIL_SHAPE.test(email)) throw invalid(ERROR_CODES.invalidEmail, 'Invalid Email', 'Please enter a valid email');
  const year = Number(input.vehicleYear);
  const latestYear = clock.now().getUTCFullYear() + 1;
  if (!/^\d{4}$/.test(input.vehicleYear!.trim()) || year < 1900 || year > latestYear) {
    throw invalid(ERROR_CODES.invalidYear, 'Invalid Vehicle Year', `Please enter a vehicle year between 1900 and ${latestYear}`);
  }
  return {
    phone,
    email,
    vehicleYear: year,
    vehicleMake: input.vehicleMake!.trim(),
    vehicleModel: input.vehicleModel!.trim(),
    vehiclePlate: input.vehiclePlate?.trim().toUpperCase() || null,
    language: input.language ?? DEFAULT_LANGUAGE,
  };
}
