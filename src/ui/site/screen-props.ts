/** What every screen receives: the route's parameters as path text (ui-film's screens read them as strings). */
export interface ScreenProps {
  params: Readonly<Record<string, string | undefined>>;
}
