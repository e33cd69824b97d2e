/** Name pools for the sample data. Invented, so no real person or school is described. */

const words = (text: string): string[] => text.trim().split(/\s+/);
const list = (text: string): string[] => text.split(',').map((name) => name.trim());

export const FIRST_NAMES_MEN = words(`
  Aiden Bryce Caleb Dante Elijah Felix Gavin Hector Isaiah Jalen Kai Landon Marcus Nolan Owen
  Parker Quinn Rafael Silas Tariq Umar Victor Wesley Xavier Yusuf Zane Andre Brooks Cyrus Derek`);

export const FIRST_NAMES_WOMEN = words(`
  Ava Brianna Chloe Daniela Elena Fiona Gabriela Hana Imani Jada Keira Lena Maya Nadia Olivia
  Paige Quinn Rosa Sienna Talia Uma Valeria Willa Ximena Yara Zoe Amara Bianca Celeste Delia`);

export const LAST_NAMES = words(`
  Abbott Banks Castillo Dawson Ellis Fischer Grant Hayes Ibarra Jensen Kowalski Lindqvist Morales
  Nakamura Okafor Patel Quintero Reyes Sullivan Thornton Underwood Vasquez Whitaker Xu Yamada Zeller
  Adeyemi Brennan Cho Delgado Eriksen Fontaine Gallagher Holloway Iverson Jovanovic O'Neil`);

export const SCHOOLS = list(`
  Northfield State, Riverbend, Cedar Falls Tech, Lakeshore, Granite Peak, Harbor City, Pinecrest,
  Sterling College, Westbrook, Eastvale State, Mesa Verde, Ironwood, Silver Lake, Bluffton, Coral Coast,
  Highland Plains`);

export const MASCOTS = words('Hawks Otters Miners Comets Foxes Rams Herons Bison Lynx Pioneers Storm Wolves');

export const CONFERENCE_WORDS = words('Atlantic Prairie Summit Coastal Frontier Lakes');
