/** The not-found page (spec 8): the same text for every unknown address. */
export const notFound = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist. Return to the home page to browse our services and project gallery.',
  keywords: ['custom woodwork Maryland', 'home remodeling Maryland', 'remodeling contractor'],
  code: '404',
  heading: 'Oops! Page not found',
  body: 'The address may be mistyped, or the page may have moved. Everything we build is a click away from the home page.',
  homeLabel: 'Return to Home',
} as const;
