/**
 * Reelhouse, a film-streaming and film-rating community in the style of the public academic text-to-SQL movie-platform
 * database. Members rate the films of a curated arthouse and classics catalogue on a 1-5 scale, may write a short
 * review (a "critic") with the rating, and build public lists of films that other members follow. Watching films on
 * the service needs a subscription: new members get a 30-day free trial, then pay monthly, yearly or a student rate.
 * The user status flags (trialist, subscriber, eligible for trial, has a payment method) are copied onto each rating
 * and each list as they stood at that moment, the way the platform's exports do; `ratings_users` holds them as they
 * stand today. All timestamps are UTC; the data runs to 2026-11-24.
 *
 * Schema `movie_platform`:
 * - `genres`: the genre catalogue. `genre_code` short code (DRA drama, COM comedy, THR thriller, HOR horror, CRI
 *   crime, SCI science fiction, ROM romance, WAR war, ANI animation, DOC documentary, WES western); `genre_name` the
 *   genre's name as shown on the site.
 * - `movies`: the film catalogue. `movie_id`; `movie_title`; `movie_release_year` the year of first release
 *   (integer); `movie_url` the film's page; `movie_popularity` the number of members who have added the film to
 *   their watchlist (higher means more popular); `movie_genre` the film's main genre, a genres.genre_code;
 *   `remake_of_movie_id` for a remake, the movie_id of the original film it remakes (empty otherwise); `director_id`,
 *   `director_name`, `director_url` the director (one per film).
 * - `ratings_users`: one row per member of the platform, including members who have never rated anything.
 *   `user_id`; `user_join_date_utc` the day the member signed up, TEXT 'YYYY-MM-DD'; the member's status TODAY:
 *   `user_trialist` 1 when the member is on the free trial right now, `user_subscriber` 1 when the member has a paid
 *   subscription right now (a trialist is not counted as a subscriber), `user_eligible_for_trial` 1 when the member
 *   has never subscribed or trialled and could still start a free trial, `user_has_payment_method` 1 when the member
 *   has a card or other payment method on file (all 0/1 integers); `user_avatar_image_url`.
 * - `ratings`: every rating. `rating_id`; `movie_id`; `user_id` the member who rated; `rating_score` 1 (worst) to 5
 *   (best); `rating_timestamp_utc` when the rating was given, TEXT 'YYYY-MM-DD HH:MM:SS'; `rating_url`; `critic` the
 *   review text the member wrote with the rating (empty when they only gave a score); `critic_likes` number of likes
 *   the review received; `critic_comments` number of comments on the review (both 0 when there is no review);
 *   `user_trialist`, `user_subscriber`, `user_eligible_for_trial`, `user_has_payment_method` the rating member's
 *   status at the moment of the rating (0/1, same meanings as on ratings_users). A member rates a film at most once.
 * - `lists`: public film lists made by members. `list_id`; `user_id` the member who created the list; `list_title`
 *   (titles are free text and repeat across members, e.g. many lists are called 'Favorites');
 *   `list_movie_number` the number of films on the list; `list_creation_timestamp_utc` and
 *   `list_update_timestamp_utc` when the list was created and last changed, TEXT 'YYYY-MM-DD HH:MM:SS';
 *   `list_followers` the number of members following the list; `list_comments` number of comments on the list;
 *   `list_description` (often empty); `list_url`.
 * - `lists_users`: one row per list with its creator's status when the list was created. `user_id`, `list_id`;
 *   `list_creation_date_utc`, `list_update_date_utc` the creation and last-update days, TEXT 'YYYY-MM-DD';
 *   `user_trialist`, `user_subscriber`, `user_eligible_for_trial`, `user_has_payment_method` the creator's status on
 *   the creation day (0/1); `user_avatar_image_url`.
 * - `list_movies`: the films on each list. `list_id`, `movie_id`, `list_position` the film's rank on the list (1 =
 *   top).
 * - `subscriptions`: every trial and paid subscription period. `subscription_id`; `user_id`; `plan_cd` T 30-day free
 *   trial, M monthly, A annual (yearly), S student monthly; `start_date`; `end_date` the last day of a subscription
 *   that has ended (empty while it is still running); `price_usd` the price of one billing period in US dollars (0 for
 *   trials; prices went up on 2024-03-01); `pay_method_cd` CC credit or debit card, PP PayPal, AP Apple Pay, GC gift
 *   card.
 */
import { insertRows, seededRandom } from '../../seeded-random';

type Film = [title: string, year: number, director: string, genre: string];

// Original films come before their remakes; remakes are linked in REMAKES below.
const FILMS: Film[] = [
  ['Nosferatu', 1922, 'F. W. Murnau', 'HOR'], ['Sunrise: A Song of Two Humans', 1927, 'F. W. Murnau', 'ROM'],
  ['Sherlock Jr.', 1924, 'Buster Keaton', 'COM'], ['The General', 1926, 'Buster Keaton', 'COM'],
  ['Metropolis', 1927, 'Fritz Lang', 'SCI'], ['M', 1931, 'Fritz Lang', 'CRI'],
  ['The Passion of Joan of Arc', 1928, 'Carl Theodor Dreyer', 'DRA'], ['Ordet', 1955, 'Carl Theodor Dreyer', 'DRA'],
  ['City Lights', 1931, 'Charles Chaplin', 'COM'], ['Modern Times', 1936, 'Charles Chaplin', 'COM'],
  ['Scarface', 1932, 'Howard Hawks', 'CRI'], ['The Thing from Another World', 1951, 'Christian Nyby', 'SCI'],
  ['The Rules of the Game', 1939, 'Jean Renoir', 'COM'], ['Grand Illusion', 1937, 'Jean Renoir', 'WAR'],
  ['Citizen Kane', 1941, 'Orson Welles', 'DRA'], ['Touch of Evil', 1958, 'Orson Welles', 'CRI'],
  ['Double Indemnity', 1944, 'Billy Wilder', 'CRI'], ['Sunset Boulevard', 1950, 'Billy Wilder', 'DRA'],
  ['Some Like It Hot', 1959, 'Billy Wilder', 'COM'], ['The Apartment', 1960, 'Billy Wilder', 'COM'],
  ['Notorious', 1946, 'Alfred Hitchcock', 'THR'], ['Rope', 1948, 'Alfred Hitchcock', 'THR'],
  ['Rear Window', 1954, 'Alfred Hitchcock', 'THR'], ['Vertigo', 1958, 'Alfred Hitchcock', 'THR'],
  ['North by Northwest', 1959, 'Alfred Hitchcock', 'THR'], ['Psycho', 1960, 'Alfred Hitchcock', 'HOR'],
  ['The Birds', 1963, 'Alfred Hitchcock', 'HOR'],
  ['Rashomon', 1950, 'Akira Kurosawa', 'CRI'], ['Ikiru', 1952, 'Akira Kurosawa', 'DRA'],
  ['Seven Samurai', 1954, 'Akira Kurosawa', 'DRA'], ['Throne of Blood', 1957, 'Akira Kurosawa', 'DRA'],
  ['Yojimbo', 1961, 'Akira Kurosawa', 'DRA'], ['High and Low', 1963, 'Akira Kurosawa', 'CRI'],
  ['Ran', 1985, 'Akira Kurosawa', 'WAR'],
  ['Late Spring', 1949, 'Yasujiro Ozu', 'DRA'], ['Tokyo Story', 1953, 'Yasujiro Ozu', 'DRA'],
  ['Floating Weeds', 1959, 'Yasujiro Ozu', 'DRA'], ['Good Morning', 1959, 'Yasujiro Ozu', 'COM'],
  ['An Autumn Afternoon', 1962, 'Yasujiro Ozu', 'DRA'],
  ['La Strada', 1954, 'Federico Fellini', 'DRA'], ['Nights of Cabiria', 1957, 'Federico Fellini', 'DRA'],
  ['La Dolce Vita', 1960, 'Federico Fellini', 'DRA'], ['8½', 1963, 'Federico Fellini', 'DRA'],
  ['Amarcord', 1973, 'Federico Fellini', 'COM'],
  ['Pather Panchali', 1955, 'Satyajit Ray', 'DRA'], ['The Music Room', 1958, 'Satyajit Ray', 'DRA'],
  ['Charulata', 1964, 'Satyajit Ray', 'DRA'],
  ['A Man Escaped', 1956, 'Robert Bresson', 'WAR'], ['Pickpocket', 1959, 'Robert Bresson', 'CRI'],
  ['Au hasard Balthazar', 1966, 'Robert Bresson', 'DRA'],
  ['The Seventh Seal', 1957, 'Ingmar Bergman', 'DRA'], ['Wild Strawberries', 1957, 'Ingmar Bergman', 'DRA'],
  ['Persona', 1966, 'Ingmar Bergman', 'DRA'], ['Cries and Whispers', 1972, 'Ingmar Bergman', 'DRA'],
  ['Scenes from a Marriage', 1974, 'Ingmar Bergman', 'DRA'], ['Fanny and Alexander', 1982, 'Ingmar Bergman', 'DRA'],
  ['Paths of Glory', 1957, 'Stanley Kubrick', 'WAR'], ['Dr. Strangelove', 1964, 'Stanley Kubrick', 'COM'],
  ['2001: A Space Odyssey', 1968, 'Stanley Kubrick', 'SCI'], ['A Clockwork Orange', 1971, 'Stanley Kubrick', 'CRI'],
  ['Barry Lyndon', 1975, 'Stanley Kubrick', 'DRA'], ['The Shining', 1980, 'Stanley Kubrick', 'HOR'],
  ['Full Metal Jacket', 1987, 'Stanley Kubrick', 'WAR'], ['Eyes Wide Shut', 1999, 'Stanley Kubrick', 'DRA'],
  ['Mon Oncle', 1958, 'Jacques Tati', 'COM'], ['Playtime', 1967, 'Jacques Tati', 'COM'],
  ['The 400 Blows', 1959, 'François Truffaut', 'DRA'], ['Shoot the Piano Player', 1960, 'François Truffaut', 'CRI'],
  ['Jules and Jim', 1962, 'François Truffaut', 'ROM'], ['Day for Night', 1973, 'François Truffaut', 'COM'],
  ['Breathless', 1960, 'Jean-Luc Godard', 'CRI'], ['Vivre sa vie', 1962, 'Jean-Luc Godard', 'DRA'],
  ['Contempt', 1963, 'Jean-Luc Godard', 'DRA'], ['Band of Outsiders', 1964, 'Jean-Luc Godard', 'CRI'],
  ['Pierrot le Fou', 1965, 'Jean-Luc Godard', 'DRA'], ['Weekend', 1967, 'Jean-Luc Godard', 'COM'],
  ['Cape Fear', 1962, 'J. Lee Thompson', 'THR'], ['Cléo from 5 to 7', 1962, 'Agnès Varda', 'DRA'],
  ['Vagabond', 1985, 'Agnès Varda', 'DRA'], ['The Gleaners and I', 2000, 'Agnès Varda', 'DOC'],
  ['Faces Places', 2017, 'Agnès Varda', 'DOC'],
  ['The Umbrellas of Cherbourg', 1964, 'Jacques Demy', 'ROM'], ['The Young Girls of Rochefort', 1967, 'Jacques Demy', 'COM'],
  ['Andrei Rublev', 1966, 'Andrei Tarkovsky', 'DRA'], ['Solaris', 1972, 'Andrei Tarkovsky', 'SCI'],
  ['Mirror', 1975, 'Andrei Tarkovsky', 'DRA'], ['Stalker', 1979, 'Andrei Tarkovsky', 'SCI'],
  ['Nostalghia', 1983, 'Andrei Tarkovsky', 'DRA'], ['The Sacrifice', 1986, 'Andrei Tarkovsky', 'DRA'],
  ['Titicut Follies', 1967, 'Frederick Wiseman', 'DOC'], ['National Gallery', 2014, 'Frederick Wiseman', 'DOC'],
  ['City Hall', 2020, 'Frederick Wiseman', 'DOC'],
  ['Night of the Living Dead', 1968, 'George A. Romero', 'HOR'],
  ['My Night at Maud\'s', 1969, 'Éric Rohmer', 'ROM'], ['Claire\'s Knee', 1970, 'Éric Rohmer', 'ROM'],
  ['The Green Ray', 1986, 'Éric Rohmer', 'ROM'],
  ['Kes', 1969, 'Ken Loach', 'DRA'], ['I, Daniel Blake', 2016, 'Ken Loach', 'DRA'],
  ['The Godfather', 1972, 'Francis Ford Coppola', 'CRI'], ['The Conversation', 1974, 'Francis Ford Coppola', 'THR'],
  ['The Godfather Part II', 1974, 'Francis Ford Coppola', 'CRI'], ['Apocalypse Now', 1979, 'Francis Ford Coppola', 'WAR'],
  ['Aguirre, the Wrath of God', 1972, 'Werner Herzog', 'DRA'], ['Nosferatu the Vampyre', 1979, 'Werner Herzog', 'HOR'],
  ['Fitzcarraldo', 1982, 'Werner Herzog', 'DRA'], ['Grizzly Man', 2005, 'Werner Herzog', 'DOC'],
  ['Mean Streets', 1973, 'Martin Scorsese', 'CRI'], ['Taxi Driver', 1976, 'Martin Scorsese', 'CRI'],
  ['Raging Bull', 1980, 'Martin Scorsese', 'DRA'], ['The King of Comedy', 1982, 'Martin Scorsese', 'COM'],
  ['Goodfellas', 1990, 'Martin Scorsese', 'CRI'], ['Cape Fear', 1991, 'Martin Scorsese', 'THR'],
  ['The Irishman', 2019, 'Martin Scorsese', 'CRI'], ['Killers of the Flower Moon', 2023, 'Martin Scorsese', 'CRI'],
  ['Ali: Fear Eats the Soul', 1974, 'Rainer Werner Fassbinder', 'ROM'],
  ['The Marriage of Maria Braun', 1979, 'Rainer Werner Fassbinder', 'DRA'],
  ['The Texas Chain Saw Massacre', 1974, 'Tobe Hooper', 'HOR'],
  ['Jaws', 1975, 'Steven Spielberg', 'THR'], ['E.T. the Extra-Terrestrial', 1982, 'Steven Spielberg', 'SCI'],
  ['Jurassic Park', 1993, 'Steven Spielberg', 'SCI'], ['Schindler\'s List', 1993, 'Steven Spielberg', 'WAR'],
  ['Jeanne Dielman, 23 quai du Commerce, 1080 Bruxelles', 1975, 'Chantal Akerman', 'DRA'],
  ['News from Home', 1977, 'Chantal Akerman', 'DOC'],
  ['Suspiria', 1977, 'Dario Argento', 'HOR'],
  ['Eraserhead', 1977, 'David Lynch', 'HOR'], ['The Elephant Man', 1980, 'David Lynch', 'DRA'],
  ['Dune', 1984, 'David Lynch', 'SCI'], ['Blue Velvet', 1986, 'David Lynch', 'THR'],
  ['Lost Highway', 1997, 'David Lynch', 'THR'], ['Mulholland Drive', 2001, 'David Lynch', 'THR'],
  ['Inland Empire', 2006, 'David Lynch', 'THR'],
  ['Halloween', 1978, 'John Carpenter', 'HOR'], ['The Thing', 1982, 'John Carpenter', 'HOR'],
  ['They Live', 1988, 'John Carpenter', 'SCI'],
  ['Scarface', 1983, 'Brian De Palma', 'CRI'],
  ['Paris, Texas', 1984, 'Wim Wenders', 'DRA'], ['Wings of Desire', 1987, 'Wim Wenders', 'ROM'],
  ['Perfect Days', 2023, 'Wim Wenders', 'DRA'],
  ['Stranger Than Paradise', 1984, 'Jim Jarmusch', 'COM'], ['Dead Man', 1995, 'Jim Jarmusch', 'DRA'],
  ['Only Lovers Left Alive', 2013, 'Jim Jarmusch', 'ROM'], ['Paterson', 2016, 'Jim Jarmusch', 'DRA'],
  ['Shoah', 1985, 'Claude Lanzmann', 'DOC'],
  ['Where Is the Friend\'s House?', 1987, 'Abbas Kiarostami', 'DRA'], ['Close-Up', 1990, 'Abbas Kiarostami', 'DOC'],
  ['Taste of Cherry', 1997, 'Abbas Kiarostami', 'DRA'], ['Certified Copy', 2010, 'Abbas Kiarostami', 'ROM'],
  ['The Thin Blue Line', 1988, 'Errol Morris', 'DOC'],
  ['My Neighbor Totoro', 1988, 'Hayao Miyazaki', 'ANI'], ['Kiki\'s Delivery Service', 1989, 'Hayao Miyazaki', 'ANI'],
  ['Princess Mononoke', 1997, 'Hayao Miyazaki', 'ANI'], ['Spirited Away', 2001, 'Hayao Miyazaki', 'ANI'],
  ['Howl\'s Moving Castle', 2004, 'Hayao Miyazaki', 'ANI'], ['The Boy and the Heron', 2023, 'Hayao Miyazaki', 'ANI'],
  ['A City of Sadness', 1989, 'Hou Hsiao-hsien', 'DRA'], ['The Assassin', 2015, 'Hou Hsiao-hsien', 'DRA'],
  ['Days of Being Wild', 1990, 'Wong Kar-wai', 'DRA'], ['Chungking Express', 1994, 'Wong Kar-wai', 'ROM'],
  ['Fallen Angels', 1995, 'Wong Kar-wai', 'CRI'], ['Happy Together', 1997, 'Wong Kar-wai', 'ROM'],
  ['In the Mood for Love', 2000, 'Wong Kar-wai', 'ROM'], ['2046', 2004, 'Wong Kar-wai', 'ROM'],
  ['A Brighter Summer Day', 1991, 'Edward Yang', 'DRA'], ['Yi Yi', 2000, 'Edward Yang', 'DRA'],
  ['The Double Life of Véronique', 1991, 'Krzysztof Kieślowski', 'DRA'],
  ['Three Colours: Blue', 1993, 'Krzysztof Kieślowski', 'DRA'], ['Three Colours: Red', 1994, 'Krzysztof Kieślowski', 'DRA'],
  ['Barton Fink', 1991, 'Joel Coen', 'COM'], ['Fargo', 1996, 'Joel Coen', 'CRI'],
  ['The Big Lebowski', 1998, 'Joel Coen', 'COM'], ['No Country for Old Men', 2007, 'Joel Coen', 'CRI'],
  ['A Serious Man', 2009, 'Joel Coen', 'COM'], ['Inside Llewyn Davis', 2013, 'Joel Coen', 'DRA'],
  ['Reservoir Dogs', 1992, 'Quentin Tarantino', 'CRI'], ['Pulp Fiction', 1994, 'Quentin Tarantino', 'CRI'],
  ['Jackie Brown', 1997, 'Quentin Tarantino', 'CRI'], ['Inglourious Basterds', 2009, 'Quentin Tarantino', 'WAR'],
  ['Once Upon a Time in Hollywood', 2019, 'Quentin Tarantino', 'COM'],
  ['Naked', 1993, 'Mike Leigh', 'DRA'], ['Secrets & Lies', 1996, 'Mike Leigh', 'DRA'],
  ['Dazed and Confused', 1993, 'Richard Linklater', 'COM'], ['Before Sunrise', 1995, 'Richard Linklater', 'ROM'],
  ['Before Sunset', 2004, 'Richard Linklater', 'ROM'], ['Before Midnight', 2013, 'Richard Linklater', 'ROM'],
  ['Boyhood', 2014, 'Richard Linklater', 'DRA'],
  ['The White Balloon', 1995, 'Jafar Panahi', 'DRA'], ['Taxi Tehran', 2015, 'Jafar Panahi', 'DRA'],
  ['It Was Just an Accident', 2025, 'Jafar Panahi', 'THR'],
  ['Funny Games', 1997, 'Michael Haneke', 'THR'], ['Caché', 2005, 'Michael Haneke', 'THR'],
  ['Funny Games', 2007, 'Michael Haneke', 'THR'], ['The White Ribbon', 2009, 'Michael Haneke', 'DRA'],
  ['Amour', 2012, 'Michael Haneke', 'DRA'],
  ['Boogie Nights', 1997, 'Paul Thomas Anderson', 'DRA'], ['Magnolia', 1999, 'Paul Thomas Anderson', 'DRA'],
  ['There Will Be Blood', 2007, 'Paul Thomas Anderson', 'DRA'], ['The Master', 2012, 'Paul Thomas Anderson', 'DRA'],
  ['Phantom Thread', 2017, 'Paul Thomas Anderson', 'ROM'], ['Licorice Pizza', 2021, 'Paul Thomas Anderson', 'COM'],
  ['One Battle After Another', 2025, 'Paul Thomas Anderson', 'THR'],
  ['Rushmore', 1998, 'Wes Anderson', 'COM'], ['The Royal Tenenbaums', 2001, 'Wes Anderson', 'COM'],
  ['Fantastic Mr. Fox', 2009, 'Wes Anderson', 'ANI'], ['Moonrise Kingdom', 2012, 'Wes Anderson', 'COM'],
  ['The Grand Budapest Hotel', 2014, 'Wes Anderson', 'COM'], ['Asteroid City', 2023, 'Wes Anderson', 'COM'],
  ['The Phoenician Scheme', 2025, 'Wes Anderson', 'COM'],
  ['Beau Travail', 1999, 'Claire Denis', 'DRA'], ['35 Shots of Rum', 2008, 'Claire Denis', 'DRA'],
  ['High Life', 2018, 'Claire Denis', 'SCI'],
  ['All About My Mother', 1999, 'Pedro Almodóvar', 'DRA'], ['Talk to Her', 2002, 'Pedro Almodóvar', 'DRA'],
  ['Volver', 2006, 'Pedro Almodóvar', 'COM'], ['Pain and Glory', 2019, 'Pedro Almodóvar', 'DRA'],
  ['The Virgin Suicides', 1999, 'Sofia Coppola', 'DRA'], ['Lost in Translation', 2003, 'Sofia Coppola', 'ROM'],
  ['Priscilla', 2023, 'Sofia Coppola', 'DRA'],
  ['Memento', 2000, 'Christopher Nolan', 'THR'], ['The Prestige', 2006, 'Christopher Nolan', 'THR'],
  ['Inception', 2010, 'Christopher Nolan', 'SCI'], ['Interstellar', 2014, 'Christopher Nolan', 'SCI'],
  ['Dunkirk', 2017, 'Christopher Nolan', 'WAR'], ['Oppenheimer', 2023, 'Christopher Nolan', 'DRA'],
  ['La Ciénaga', 2001, 'Lucrecia Martel', 'DRA'], ['Zama', 2017, 'Lucrecia Martel', 'DRA'],
  ['Y tu mamá también', 2001, 'Alfonso Cuarón', 'DRA'], ['Children of Men', 2006, 'Alfonso Cuarón', 'SCI'],
  ['Gravity', 2013, 'Alfonso Cuarón', 'SCI'], ['Roma', 2018, 'Alfonso Cuarón', 'DRA'],
  ['Morvern Callar', 2002, 'Lynne Ramsay', 'DRA'], ['You Were Never Really Here', 2017, 'Lynne Ramsay', 'THR'],
  ['Die My Love', 2025, 'Lynne Ramsay', 'THR'],
  ['Infernal Affairs', 2002, 'Andrew Lau', 'CRI'], ['The Departed', 2006, 'Martin Scorsese', 'CRI'],
  ['The Man Without a Past', 2002, 'Aki Kaurismäki', 'COM'], ['Le Havre', 2011, 'Aki Kaurismäki', 'COM'],
  ['Fallen Leaves', 2023, 'Aki Kaurismäki', 'ROM'],
  ['Solaris', 2002, 'Steven Soderbergh', 'SCI'],
  ['Memories of Murder', 2003, 'Bong Joon-ho', 'CRI'], ['The Host', 2006, 'Bong Joon-ho', 'HOR'],
  ['Mother', 2009, 'Bong Joon-ho', 'THR'], ['Snowpiercer', 2013, 'Bong Joon-ho', 'SCI'],
  ['Parasite', 2019, 'Bong Joon-ho', 'THR'], ['Mickey 17', 2025, 'Bong Joon-ho', 'SCI'],
  ['Oldboy', 2003, 'Park Chan-wook', 'THR'], ['The Handmaiden', 2016, 'Park Chan-wook', 'THR'],
  ['Decision to Leave', 2022, 'Park Chan-wook', 'ROM'], ['No Other Choice', 2025, 'Park Chan-wook', 'THR'],
  ['Tropical Malady', 2004, 'Apichatpong Weerasethakul', 'ROM'],
  ['Uncle Boonmee Who Can Recall His Past Lives', 2010, 'Apichatpong Weerasethakul', 'DRA'],
  ['Memoria', 2021, 'Apichatpong Weerasethakul', 'DRA'],
  ['Pan\'s Labyrinth', 2006, 'Guillermo del Toro', 'DRA'], ['The Shape of Water', 2017, 'Guillermo del Toro', 'ROM'],
  ['Frankenstein', 2025, 'Guillermo del Toro', 'HOR'],
  ['Let the Right One In', 2008, 'Tomas Alfredson', 'HOR'], ['Let Me In', 2010, 'Matt Reeves', 'HOR'],
  ['Wendy and Lucy', 2008, 'Kelly Reichardt', 'DRA'], ['Certain Women', 2016, 'Kelly Reichardt', 'DRA'],
  ['First Cow', 2019, 'Kelly Reichardt', 'DRA'], ['Showing Up', 2022, 'Kelly Reichardt', 'COM'],
  ['Fish Tank', 2009, 'Andrea Arnold', 'DRA'], ['American Honey', 2016, 'Andrea Arnold', 'DRA'],
  ['Bird', 2024, 'Andrea Arnold', 'DRA'],
  ['Dogtooth', 2009, 'Yorgos Lanthimos', 'DRA'], ['The Lobster', 2015, 'Yorgos Lanthimos', 'COM'],
  ['The Favourite', 2018, 'Yorgos Lanthimos', 'COM'], ['Poor Things', 2023, 'Yorgos Lanthimos', 'COM'],
  ['Kinds of Kindness', 2024, 'Yorgos Lanthimos', 'COM'], ['Bugonia', 2025, 'Yorgos Lanthimos', 'COM'],
  ['Incendies', 2010, 'Denis Villeneuve', 'DRA'], ['Prisoners', 2013, 'Denis Villeneuve', 'THR'],
  ['Sicario', 2015, 'Denis Villeneuve', 'THR'], ['Arrival', 2016, 'Denis Villeneuve', 'SCI'],
  ['Blade Runner 2049', 2017, 'Denis Villeneuve', 'SCI'], ['Dune', 2021, 'Denis Villeneuve', 'SCI'],
  ['Dune: Part Two', 2024, 'Denis Villeneuve', 'SCI'],
  ['Tomboy', 2011, 'Céline Sciamma', 'DRA'], ['Girlhood', 2014, 'Céline Sciamma', 'DRA'],
  ['Portrait of a Lady on Fire', 2019, 'Céline Sciamma', 'ROM'], ['Petite Maman', 2021, 'Céline Sciamma', 'DRA'],
  ['Oslo, August 31st', 2011, 'Joachim Trier', 'DRA'], ['The Worst Person in the World', 2021, 'Joachim Trier', 'ROM'],
  ['Sentimental Value', 2025, 'Joachim Trier', 'DRA'],
  ['The Act of Killing', 2012, 'Joshua Oppenheimer', 'DOC'], ['The Look of Silence', 2014, 'Joshua Oppenheimer', 'DOC'],
  ['Oldboy', 2013, 'Spike Lee', 'THR'],
  ['Ida', 2013, 'Paweł Pawlikowski', 'DRA'], ['Cold War', 2018, 'Paweł Pawlikowski', 'ROM'],
  ['Under the Skin', 2013, 'Jonathan Glazer', 'SCI'], ['The Zone of Interest', 2023, 'Jonathan Glazer', 'WAR'],
  ['Force Majeure', 2014, 'Ruben Östlund', 'COM'], ['The Square', 2017, 'Ruben Östlund', 'COM'],
  ['Triangle of Sadness', 2022, 'Ruben Östlund', 'COM'],
  ['The Babadook', 2014, 'Jennifer Kent', 'HOR'],
  ['Tangerine', 2015, 'Sean Baker', 'COM'], ['The Florida Project', 2017, 'Sean Baker', 'DRA'],
  ['Red Rocket', 2021, 'Sean Baker', 'COM'], ['Anora', 2024, 'Sean Baker', 'COM'],
  ['Right Now, Wrong Then', 2015, 'Hong Sang-soo', 'ROM'], ['The Day After', 2017, 'Hong Sang-soo', 'DRA'],
  ['The Novelist\'s Film', 2022, 'Hong Sang-soo', 'DRA'], ['A Traveler\'s Needs', 2024, 'Hong Sang-soo', 'COM'],
  ['The Witch', 2015, 'Robert Eggers', 'HOR'], ['The Lighthouse', 2019, 'Robert Eggers', 'HOR'],
  ['Nosferatu', 2024, 'Robert Eggers', 'HOR'],
  ['Aquarius', 2016, 'Kleber Mendonça Filho', 'DRA'], ['The Secret Agent', 2025, 'Kleber Mendonça Filho', 'THR'],
  ['Moonlight', 2016, 'Barry Jenkins', 'DRA'], ['If Beale Street Could Talk', 2018, 'Barry Jenkins', 'ROM'],
  ['Get Out', 2017, 'Jordan Peele', 'HOR'], ['Us', 2019, 'Jordan Peele', 'HOR'], ['Nope', 2022, 'Jordan Peele', 'HOR'],
  ['Lady Bird', 2017, 'Greta Gerwig', 'COM'], ['Little Women', 2019, 'Greta Gerwig', 'DRA'],
  ['Barbie', 2023, 'Greta Gerwig', 'COM'],
  ['The Rider', 2017, 'Chloé Zhao', 'DRA'], ['Nomadland', 2020, 'Chloé Zhao', 'DRA'], ['Hamnet', 2025, 'Chloé Zhao', 'DRA'],
  ['Hereditary', 2018, 'Ari Aster', 'HOR'], ['Midsommar', 2019, 'Ari Aster', 'HOR'],
  ['Beau Is Afraid', 2023, 'Ari Aster', 'COM'], ['Eddington', 2025, 'Ari Aster', 'COM'],
  ['Happy as Lazzaro', 2018, 'Alice Rohrwacher', 'DRA'], ['La Chimera', 2023, 'Alice Rohrwacher', 'DRA'],
  ['Suspiria', 2018, 'Luca Guadagnino', 'HOR'],
  ['Atlantics', 2019, 'Mati Diop', 'ROM'], ['Dahomey', 2024, 'Mati Diop', 'DOC'],
  ['Drive My Car', 2021, 'Ryusuke Hamaguchi', 'DRA'], ['Wheel of Fortune and Fantasy', 2021, 'Ryusuke Hamaguchi', 'ROM'],
  ['Evil Does Not Exist', 2023, 'Ryusuke Hamaguchi', 'DRA'],
  ['Everything Everywhere All at Once', 2022, 'Daniel Kwan', 'SCI'],
  ['Aftersun', 2022, 'Charlotte Wells', 'DRA'], ['Past Lives', 2023, 'Celine Song', 'ROM'],
  ['Anatomy of a Fall', 2023, 'Justine Triet', 'THR'],
  ['All We Imagine as Light', 2024, 'Payal Kapadia', 'DRA'], ['The Substance', 2024, 'Coralie Fargeat', 'HOR'],
  ['Sinners', 2025, 'Ryan Coogler', 'HOR'],
];

// [remake title, remake year, original title, original year]
const REMAKES: [string, number, string, number][] = [
  ['Nosferatu the Vampyre', 1979, 'Nosferatu', 1922], ['Nosferatu', 2024, 'Nosferatu', 1922],
  ['Scarface', 1983, 'Scarface', 1932], ['The Thing', 1982, 'The Thing from Another World', 1951],
  ['Cape Fear', 1991, 'Cape Fear', 1962], ['Solaris', 2002, 'Solaris', 1972], ['Dune', 2021, 'Dune', 1984],
  ['Oldboy', 2013, 'Oldboy', 2003], ['Funny Games', 2007, 'Funny Games', 1997], ['Suspiria', 2018, 'Suspiria', 1977],
  ['The Departed', 2006, 'Infernal Affairs', 2002], ['Let Me In', 2010, 'Let the Right One In', 2008],
];

const GENRES: [string, string][] = [
  ['DRA', 'Drama'], ['COM', 'Comedy'], ['THR', 'Thriller'], ['HOR', 'Horror'], ['CRI', 'Crime'], ['SCI', 'Science Fiction'],
  ['ROM', 'Romance'], ['WAR', 'War'], ['ANI', 'Animation'], ['DOC', 'Documentary'], ['WES', 'Western'],
];

// Films everybody has seen (higher fame: more ratings, more watchlists).
const FAMOUS = new Set(['Parasite', 'Pulp Fiction', 'The Godfather', '2001: A Space Odyssey', 'In the Mood for Love', 'Spirited Away',
  'Mulholland Drive', 'Taxi Driver', 'The Shining', 'Portrait of a Lady on Fire', 'Oppenheimer', 'Barbie', 'Poor Things',
  'Everything Everywhere All at Once', 'The Grand Budapest Hotel', 'Vertigo', 'Psycho', 'Seven Samurai', 'Stalker',
  'Apocalypse Now', 'Interstellar', 'Inception', 'Anora', 'The Substance', 'Dune: Part Two', 'Aftersun', 'Past Lives',
  'Moonlight', 'Get Out', 'Hereditary', 'Fargo', 'The Big Lebowski', 'Goodfellas', 'No Country for Old Men', 'Persona',
  'Tokyo Story', 'Chungking Express', 'There Will Be Blood', 'Perfect Days', 'Drive My Car', 'Lost in Translation',
  'Blade Runner 2049', 'Arrival', 'The Zone of Interest', 'Anatomy of a Fall', 'One Battle After Another', 'Sinners',
  'Midsommar', 'Lady Bird', 'Whiplash', 'Eraserhead', 'Breathless', 'La Dolce Vita', '8½', 'The Seventh Seal', 'Nosferatu']);

const SHORT_NAME: Record<string, string> = { 'Bong Joon-ho': 'Bong', 'Wong Kar-wai': 'Wong Kar-wai', 'Park Chan-wook': 'Park Chan-wook',
  'Hong Sang-soo': 'Hong Sang-soo', 'Hou Hsiao-hsien': 'Hou', 'Paul Thomas Anderson': 'PTA', 'Wes Anderson': 'Wes Anderson',
  'Joel Coen': 'Coen brothers' };

const LIST_TITLES_GENERIC = ['Favorites', 'Favorites', 'Favorites', 'Watchlist', 'Comfort movies', 'Rainy Sunday films',
  'Films that made me cry', 'Perfect endings', 'Slow cinema', 'Desert island films', 'To rewatch', 'All-time top 20',
  'Movies to show my parents', 'Date night', 'Midnight movies', 'Weird and wonderful', 'Underrated gems',
  'Films I saw in a theater', 'Best cinematography', 'Gateway arthouse', 'My letterbox of shame', 'Sad girl cinema',
  'Criterion essentials', 'Film school syllabus', 'Visually stunning', 'Overrated', 'Mind benders', 'Long but worth it'];

const REVIEW_BITS: Record<number, string[]> = {
  5: ['An absolute masterpiece.', 'Every frame could hang in a museum.', 'Rewatched it and it only gets better.',
    'I was wrecked for days afterwards.', 'Perfect. Nothing else to say.', 'The best thing I have seen this year.',
    'Cinema in its purest form.', 'That ending!', 'A film I will carry with me forever.', 'Flawless from the first shot.'],
  4: ['Beautifully shot, a little long in the middle.', 'Great performances all round.', 'Almost perfect.',
    'Stays with you.', 'The score is doing a lot of work, in the best way.', 'Better on a second watch.',
    'Funny and sad at the same time.', 'Really strong, a couple of scenes drag.'],
  3: ['Some great moments but it never quite came together for me.', 'Fine. Just fine.', 'Admired it more than I liked it.',
    'Good first half, lost me after that.', 'Gorgeous to look at, emotionally cold.', 'Not sure what the fuss is about.'],
  2: ['Overrated. I kept checking the time.', 'Pretty but empty.', 'Did not work for me at all.',
    'I wanted to like this so much.', 'Too long by an hour.'],
  1: ['Could not finish it.', 'Unwatchable.', 'Two hours I will never get back.', 'Pretentious nonsense.', 'Hated every minute.'],
};

const END = '2026-11-24';
const DAY_MS = 86_400_000;
const addDays = (iso: string, n: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

interface Movie { id: number; title: string; year: number; director: string; dirId: number; genre: string; fame: number; quality: number;
  release: string; popularity: number; remakeOf: number | null; slug: string }
interface Sub { id: number; plan: string; start: string; end: string | null; price: number; pm: string }
interface User { id: number; join: string; activity: number; subs: Sub[]; pmRemoved: string | null; avatar: string; harsh: number }

export function datasetSql(): string {
  const r = seededRandom(61_337);

  // ---------- movies ----------
  const dirIds = new Map<string, number>();
  const movies: Movie[] = [];
  let movieSeq = 0;
  const titleCount = new Map<string, number>();
  for (const [title] of FILMS) titleCount.set(title, (titleCount.get(title) ?? 0) + 1);
  for (const [title, year, director, genre] of FILMS) {
    if (!dirIds.has(director)) dirIds.set(director, 100_000 + dirIds.size * 37 + r.int(1, 30));
    const famous = FAMOUS.has(title) && !(title === 'Nosferatu' && year === 2024);
    const recentBoost = year >= 2022 ? 0.15 : 0;
    const fame = famous ? r.float(0.7, 1, 3) : Math.min(1, r.float(0.03, 0.55, 3) + recentBoost);
    const quality = famous ? r.float(3.7, 4.6, 2) : r.float(2.6, 4.3, 2);
    const release = year >= 2024 ? r.date(`${year}-01-20`, year === 2025 ? '2025-10-31' : `${year}-11-30`) : `${year}-06-01`;
    let slug = title.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    if ((titleCount.get(title) ?? 0) > 1) slug = `${slug}-${year}`;
    movies.push({ id: (movieSeq += r.int(1, 9)), title, year, director, dirId: dirIds.get(director)!, genre, fame, quality, release,
      popularity: 0, remakeOf: null, slug });
  }
  const find = (t: string, y: number) => movies.find((m) => m.title === t && m.year === y)!;
  for (const [t, y, ot, oy] of REMAKES) find(t, y).remakeOf = find(ot, oy).id;
  // a handful of obscure titles nobody rates
  const unrated = new Set<number>();
  for (const m of r.shuffle(movies.filter((m) => m.fame < 0.12 && m.year < 2020)).slice(0, 14)) unrated.add(m.id);
  for (const m of movies) {
    m.popularity = unrated.has(m.id) ? r.int(0, 40) : Math.round(m.fame * m.fame * 14_000 + r.int(5, 900));
  }

  // ---------- members and subscriptions ----------
  const users: User[] = [];
  const usedIds = new Set<number>();
  let subSeq = 500_000;
  const price = (plan: string, start: string): number => {
    const after = start >= '2024-03-01';
    if (plan === 'M') return after ? 12.99 : 10.99;
    if (plan === 'A') return after ? 119.88 : 95.88;
    if (plan === 'S') return after ? 6.99 : 5.99;
    return 0;
  };
  const yearWeights: [number, number][] = [];
  for (let y = 2011; y <= 2026; y++) yearWeights.push([y, y <= 2015 ? 2 : y <= 2019 ? 4 : y <= 2022 ? 7 : 10]);
  for (let i = 0; i < 720; i++) {
    let id: number;
    do id = r.int(10_000_000, 99_999_999);
    while (usedIds.has(id));
    usedIds.add(id);
    const y = r.weighted(yearWeights);
    const join = r.date(`${y}-01-01`, y === 2026 ? '2026-11-20' : `${y}-12-31`);
    const u: User = { id, join, activity: r.weighted<number>([[0, 18], [1, 40], [2, 25], [3, 12], [4, 5]]), subs: [], pmRemoved: null,
      avatar: `https://assets.reelhouse.tv/images/avatars/${id}.jpg`, harsh: r.float(-0.9, 0.5, 2) };
    // subscriptions
    const pm = r.weighted<string>([['CC', 60], ['PP', 22], ['AP', 14], ['GC', 4]]);
    let cursor: string | null = null;
    if (r.chance(0.7)) {
      const start = addDays(join, r.int(0, 45));
      if (start <= END) {
        const end = addDays(start, 29);
        u.subs.push({ id: ++subSeq, plan: 'T', start, end: end <= END ? end : null, price: 0, pm });
        if (end < END && r.chance(0.6)) cursor = addDays(end, 1);
      }
    } else if (r.chance(0.3)) {
      const start = addDays(join, r.int(5, 700));
      if (start < END) cursor = start;
    }
    while (cursor && cursor <= END) {
      const plan = r.weighted<string>([['M', 62], ['A', 26], ['S', 12]]);
      const len = plan === 'A' ? 365 * r.weighted<number>([[1, 50], [2, 30], [3, 20]]) : 30 * r.weighted<number>([[r.int(1, 6), 35],
        [r.int(7, 24), 40], [r.int(25, 72), 25]]);
      const end = addDays(cursor, len - 1);
      u.subs.push({ id: ++subSeq, plan, start: cursor, end: end <= END ? end : null, price: price(plan, cursor), pm });
      if (end >= END) break;
      cursor = r.chance(0.4) ? addDays(end, r.int(20, 420)) : null;
    }
    const last = u.subs[u.subs.length - 1];
    if (last?.end && r.chance(0.4)) u.pmRemoved = addDays(last.end, 1);
    users.push(u);
  }
  users.sort((a, b) => a.join.localeCompare(b.join) || a.id - b.id);
  const status = (u: User, day: string) => {
    const cur = u.subs.find((s) => s.start <= day && (s.end === null || s.end >= day));
    const first = u.subs[0];
    return {
      trialist: cur?.plan === 'T' ? 1 : 0,
      subscriber: cur && cur.plan !== 'T' ? 1 : 0,
      eligible: !first || day < first.start ? 1 : 0,
      pm: first && first.start <= day && (u.pmRemoved === null || day < u.pmRemoved) ? 1 : 0,
    };
  };

  // ---------- ratings ----------
  interface Rating { id: number; movie: Movie; user: User; score: number; ts: string; critic: string | null; likes: number; comments: number }
  const ratings: Rating[] = [];
  const rated = new Set<string>();
  const rateable = movies.filter((m) => !unrated.has(m.id));
  const countFor = [0, () => r.int(1, 6), () => r.int(5, 18), () => r.int(18, 45), () => r.int(45, 110)] as const;
  const tsOf = (day: string) => `${day} ${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}`;
  for (const u of users) {
    if (u.activity === 0) continue;
    const n = (countFor[u.activity] as () => number)();
    for (let k = 0; k < n; k++) {
      let m: Movie | undefined;
      for (let tries = 0; tries < 30; tries++) {
        const c = r.pick(rateable);
        if (r.next() > c.fame * 0.9 + 0.08) continue;
        if (c.release > END || rated.has(`${u.id}:${c.id}`)) continue;
        m = c;
        break;
      }
      if (!m) continue;
      rated.add(`${u.id}:${m.id}`);
      const from = m.release > u.join ? m.release : u.join;
      // ratings lean towards the recent past
      const a = r.date(from, END);
      const b = r.date(from, END);
      let day = r.chance(0.15) ? (a > b ? a : b) : a;
      // members mostly rate what they watch while subscribed
      const periods = u.subs.filter((s) => (s.end ?? END) >= from);
      if (periods.length > 0 && r.chance(0.6)) {
        const s = r.weighted(periods.map((p) => [p, (Date.parse(p.end ?? END) - Date.parse(p.start)) / DAY_MS + 20] as const));
        if (s.plan !== 'T' || r.chance(0.4)) day = r.date(s.start > from ? s.start : from, s.end ?? END);
      }
      if (m.year >= 2024 && r.chance(0.6)) day = r.date(from, addDays(from, 200) < END ? addDays(from, 200) : END);
      const raw = m.quality + u.harsh + (r.next() + r.next() + r.next() - 1.5) * 1.9;
      const score = Math.max(1, Math.min(5, Math.round(raw)));
      let critic: string | null = null;
      let likes = 0;
      let comments = 0;
      if (r.chance(u.activity >= 3 ? 0.3 : 0.12)) {
        const bits = REVIEW_BITS[score]!;
        critic = r.chance(0.4) ? `${r.pick(bits)} ${r.pick(bits)}` : r.pick(bits);
        if (critic.split(' ').length > 3 && critic.endsWith('.') && r.chance(0.15)) critic = critic.replace(/\.$/, '...');
        likes = r.chance(0.25) ? 0 : Math.round(Math.pow(r.next(), 3) * 260 * (0.3 + m.fame));
        comments = likes === 0 ? r.weighted<number>([[0, 70], [1, 20], [2, 10]]) : Math.min(40, Math.round(likes * r.float(0, 0.25, 3)));
      }
      ratings.push({ id: 0, movie: m, user: u, score, ts: tsOf(day), critic, likes, comments });
    }
  }
  ratings.sort((x, y) => x.ts.localeCompare(y.ts));
  let ratingSeq = 14_000_000;
  for (const x of ratings) x.id = ratingSeq += r.int(1, 40);

  // ---------- lists ----------
  interface List { id: number; user: User; title: string; created: string; updated: string; followers: number; comments: number;
    desc: string | null; films: Movie[] }
  const lists: List[] = [];
  const creators = r.shuffle(users.filter((u) => u.activity >= 1 || r.chance(0.15))).slice(0, 190);
  const byDirector = new Map<string, Movie[]>();
  for (const m of movies) byDirector.set(m.director, [...(byDirector.get(m.director) ?? []), m]);
  const bigDirectors = [...byDirector.entries()].filter(([, ms]) => ms.length >= 5).map(([d]) => d);
  const pickFilms = (pool: Movie[], n: number): Movie[] => {
    const chosen: Movie[] = [];
    const left = [...pool];
    while (chosen.length < n && left.length > 0) {
      const i = r.int(0, left.length - 1);
      const c = left[i]!;
      if (r.next() < c.fame + 0.25 || left.length <= n - chosen.length) {
        chosen.push(c);
        left.splice(i, 1);
      }
    }
    return chosen;
  };
  const usedTitles = new Set<string>();
  for (const u of creators) {
    const nLists = r.weighted<number>([[1, 55], [2, 25], [3, 12], [4, 6], [6, 2]]);
    for (let k = 0; k < nLists; k++) {
      const created = r.date(u.join, END);
      const kind = r.weighted<string>([['generic', 40], ['director', 20], ['genre', 15], ['decade', 10], ['year', 15]]);
      let title: string;
      let films: Movie[];
      const visible = movies.filter((m) => m.release <= created);
      if (kind === 'director') {
        const d = r.pick(bigDirectors);
        const last = SHORT_NAME[d] ?? d.split(' ').pop()!;
        title = r.pick([`${d} ranked`, `Essential ${last}`, `Best of ${d}`, `${last} from best to worst`]);
        films = pickFilms(visible.filter((m) => m.director === d), r.int(4, 8));
      } else if (kind === 'genre') {
        const [g, gname] = r.pick(GENRES.filter(([c]) => c !== 'WES'));
        title = r.pick([`${gname} favorites`, `Best ${gname.toLowerCase()} films`, `${gname} for beginners`,
          g === 'HOR' ? 'Horror for October' : `More ${gname.toLowerCase()}`]);
        films = pickFilms(visible.filter((m) => m.genre === g), r.int(5, 15));
      } else if (kind === 'decade') {
        const dec = r.pick([1950, 1960, 1970, 1980, 1990, 2000, 2010]);
        title = r.pick([`Best of the ${dec}s`, `My ${dec}s top 10`, `${dec}s essentials`]);
        films = pickFilms(visible.filter((m) => m.year >= dec && m.year < dec + 10), r.int(6, 12));
      } else if (kind === 'year') {
        const cy = Number(created.slice(0, 4));
        const yr = r.chance(0.7) ? cy - 1 : cy;
        title = r.pick([`Top films of ${yr}`, `${yr} ranked`, `Best of ${yr}`, `My ${yr} in film`]);
        films = pickFilms(visible.filter((m) => m.year === yr || m.year === yr - 1), r.int(3, 10));
      } else {
        title = r.pick(LIST_TITLES_GENERIC);
        films = pickFilms(visible, r.int(5, 25));
      }
      if (films.length < 3) films = pickFilms(visible, r.int(5, 12));
      if (usedTitles.has(title) && kind !== 'generic' && r.chance(0.5)) title = `${title} (updated)`;
      usedTitles.add(title);
      const age = (Date.parse(END) - Date.parse(created)) / DAY_MS;
      const updated = r.chance(0.25) ? created : r.date(created, addDays(created, Math.min(Math.round(age), r.int(5, 1600))) > END ? END
        : addDays(created, Math.min(Math.round(age), r.int(5, 1600))));
      const followers = Math.round(Math.pow(r.next(), 4) * 4000 * Math.min(1, age / 900 + 0.1)) + r.int(0, 6);
      lists.push({ id: 0, user: u, title, created: tsOf(created), updated: '', followers, comments: Math.round(followers / r.int(15, 80)) + r.int(0, 3),
        desc: r.chance(0.45) ? r.pick(['Work in progress.', 'In no particular order.', 'Ranked.', 'Suggestions welcome!',
          'Films I keep coming back to.', 'Updated whenever I watch something new.', 'For a friend who asked.']) : null, films });
      const last = lists[lists.length - 1]!;
      last.updated = updated === created ? last.created : tsOf(updated);
      if (last.updated < last.created) last.updated = last.created;
    }
  }
  lists.sort((a, b) => a.created.localeCompare(b.created));
  let listSeq = 3_000;
  for (const l of lists) l.id = listSeq += r.int(1, 25);

  // ---------- SQL ----------
  const S = 'movie_platform';
  const userFlags = (u: User, day: string) => {
    const s = status(u, day);
    return [s.trialist, s.subscriber, s.eligible, s.pm];
  };
  return [
    `CREATE SCHEMA ${S};`,
    `CREATE TABLE ${S}.genres (genre_code varchar(3) PRIMARY KEY, genre_name text NOT NULL);`,
    `CREATE TABLE ${S}.movies (movie_id integer PRIMARY KEY, movie_title text NOT NULL, movie_release_year integer, movie_url text,
      movie_popularity integer, movie_genre varchar(3) REFERENCES ${S}.genres (genre_code), remake_of_movie_id integer,
      director_id integer, director_name text, director_url text);`,
    `CREATE TABLE ${S}.ratings_users (user_id integer PRIMARY KEY, user_join_date_utc text, user_trialist integer, user_subscriber integer,
      user_eligible_for_trial integer, user_has_payment_method integer, user_avatar_image_url text);`,
    `CREATE TABLE ${S}.ratings (rating_id integer PRIMARY KEY, movie_id integer REFERENCES ${S}.movies (movie_id), user_id integer,
      rating_score integer, rating_timestamp_utc text, rating_url text, critic text, critic_likes integer, critic_comments integer,
      user_trialist integer, user_subscriber integer, user_eligible_for_trial integer, user_has_payment_method integer);`,
    `CREATE TABLE ${S}.lists (list_id integer PRIMARY KEY, user_id integer REFERENCES ${S}.ratings_users (user_id), list_title text,
      list_movie_number integer, list_creation_timestamp_utc text, list_update_timestamp_utc text, list_followers integer,
      list_comments integer, list_description text, list_url text);`,
    `CREATE TABLE ${S}.lists_users (user_id integer NOT NULL, list_id integer NOT NULL, list_creation_date_utc text, list_update_date_utc text,
      user_trialist integer, user_subscriber integer, user_eligible_for_trial integer, user_has_payment_method integer,
      user_avatar_image_url text, PRIMARY KEY (user_id, list_id));`,
    `CREATE TABLE ${S}.list_movies (list_id integer NOT NULL REFERENCES ${S}.lists (list_id), movie_id integer NOT NULL,
      list_position integer NOT NULL, PRIMARY KEY (list_id, movie_id));`,
    `CREATE TABLE ${S}.subscriptions (subscription_id integer PRIMARY KEY, user_id integer NOT NULL, plan_cd char(1) NOT NULL,
      start_date date NOT NULL, end_date date, price_usd numeric(7,2) NOT NULL, pay_method_cd varchar(2));`,
    insertRows(`${S}.genres`, ['genre_code', 'genre_name'], GENRES),
    insertRows(`${S}.movies`, ['movie_id', 'movie_title', 'movie_release_year', 'movie_url', 'movie_popularity', 'movie_genre',
      'remake_of_movie_id', 'director_id', 'director_name', 'director_url'],
    movies.map((m) => [m.id, m.title, m.year, `https://reelhouse.tv/films/${m.slug}`, m.popularity, m.genre, m.remakeOf, m.dirId,
      m.director, `https://reelhouse.tv/cast/${m.director.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-')}`])),
    insertRows(`${S}.ratings_users`, ['user_id', 'user_join_date_utc', 'user_trialist', 'user_subscriber', 'user_eligible_for_trial',
      'user_has_payment_method', 'user_avatar_image_url'],
    users.map((u) => [u.id, u.join, ...userFlags(u, END), u.avatar])),
    insertRows(`${S}.ratings`, ['rating_id', 'movie_id', 'user_id', 'rating_score', 'rating_timestamp_utc', 'rating_url', 'critic', 'critic_likes',
      'critic_comments', 'user_trialist', 'user_subscriber', 'user_eligible_for_trial', 'user_has_payment_method'],
    ratings.map((x) => [x.id, x.movie.id, x.user.id, x.score, x.ts, `https://reelhouse.tv/films/${x.movie.slug}/ratings/${x.id}`, x.critic,
      x.likes, x.comments, ...userFlags(x.user, x.ts.slice(0, 10))])),
    insertRows(`${S}.lists`, ['list_id', 'user_id', 'list_title', 'list_movie_number', 'list_creation_timestamp_utc', 'list_update_timestamp_utc',
      'list_followers', 'list_comments', 'list_description', 'list_url'],
    lists.map((l) => [l.id, l.user.id, l.title, l.films.length, l.created, l.updated, l.followers, l.comments, l.desc,
      `https://reelhouse.tv/lists/${l.id}`])),
    insertRows(`${S}.lists_users`, ['user_id', 'list_id', 'list_creation_date_utc', 'list_update_date_utc', 'user_trialist', 'user_subscriber',
      'user_eligible_for_trial', 'user_has_payment_method', 'user_avatar_image_url'],
    lists.map((l) => [l.user.id, l.id, l.created.slice(0, 10), l.updated.slice(0, 10), ...userFlags(l.user, l.created.slice(0, 10)), l.user.avatar])),
    insertRows(`${S}.list_movies`, ['list_id', 'movie_id', 'list_position'], lists.flatMap((l) => l.films.map((m, i) => [l.id, m.id, i + 1]))),
    insertRows(`${S}.subscriptions`, ['subscription_id', 'user_id', 'plan_cd', 'start_date', 'end_date', 'price_usd', 'pay_method_cd'],
      users.flatMap((u) => u.subs.map((s) => [u.id, s.plan, s.start, s.end, s.price, s.pm] as unknown[]))
        .sort((a, b) => String(a[2]).localeCompare(String(b[2])) || Number(a[0]) - Number(b[0])).map((row, i) => [500_001 + i * 3, ...row])),
  ].join('\n');
}
