// Dates of the admin screens: Indian style, in India's time zone (the marketplace's calendar).
const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const stamp = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export const formatAdminDate = (iso: string) => day.format(new Date(iso));
export const formatAdminDateTime = (iso: string) => stamp.format(new Date(iso));
