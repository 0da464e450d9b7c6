/** The shape of `randomUUID()`, for ids the server makes up; anchor it where it is the whole value. */
export const UUID_V4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
