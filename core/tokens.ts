/** Injection tokens for values that are not classes. */
export const ConfigToken = Symbol('Config');
export const LoggerToken = Symbol('Logger');
export const PolicyServicesToken = Symbol('PolicyServices');
