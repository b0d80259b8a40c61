import ArrDemoKit

/// The built-in catalogue of well-known films: the first ``libraryCount`` form the demo
/// library, the rest are only found by lookup (so "add movie" has something to add).
///
/// Fields: tmdbId | imdbId | title | year | runtime | genres | studio | certification | rating | one line.
/// Descriptions are our own words.
enum DemoCatalogue {
    /// How many catalogue films start in the library.
    static let libraryCount = 96

    /// Every catalogue film, library first.
    static let entries: [CatalogueEntry] = table.split(separator: "\n").compactMap(CatalogueEntry.init(line:))

    private static let table = """
        603|tt0133093|The Matrix|1999|136|Action,Science Fiction|Warner Bros.|R|8.7|A hacker learns the world he knows is a simulation and joins the fight against its machines.
        550|tt0137523|Fight Club|1999|139|Drama|20th Century Fox|R|8.8|An insomniac office worker and a soap salesman start an underground club that gets out of hand.
        27205|tt1375666|Inception|2010|148|Action,Science Fiction,Adventure|Warner Bros.|PG-13|8.8|A thief who steals secrets from dreams is asked to plant an idea instead.
        157336|tt0816692|Interstellar|2014|169|Adventure,Drama,Science Fiction|Paramount|PG-13|8.7|Explorers travel through a wormhole to find humanity a new home.
        155|tt0468569|The Dark Knight|2008|152|Action,Crime,Drama|Warner Bros.|PG-13|9.0|Batman faces a criminal mastermind who wants to watch Gotham burn.
        680|tt0110912|Pulp Fiction|1994|154|Crime,Thriller|Miramax|R|8.9|Hitmen, a boxer and a gangster's wife cross paths in interlocking Los Angeles stories.
        238|tt0068646|The Godfather|1972|175|Drama,Crime|Paramount|R|9.2|The aging head of a crime family hands his empire to a reluctant son.
        13|tt0109830|Forrest Gump|1994|142|Comedy,Drama,Romance|Paramount|PG-13|8.8|A kind man drifts through decades of American history while waiting for his love.
        278|tt0111161|The Shawshank Redemption|1994|142|Drama,Crime|Castle Rock|R|9.3|Two prisoners form a lasting friendship over years behind bars.
        129|tt0245429|Spirited Away|2001|125|Animation,Family,Fantasy|Studio Ghibli|PG|8.6|A girl must work in a spirit bathhouse to free her parents from a curse.
        496243|tt6751668|Parasite|2019|133|Comedy,Thriller,Drama|Barunson E&A|R|8.5|A poor family cons its way into a wealthy household, until a secret surfaces.
        438631|tt1160419|Dune|2021|155|Science Fiction,Adventure|Legendary|PG-13|8.0|A noble heir arrives on a desert planet that the whole galaxy depends on.
        78|tt0083658|Blade Runner|1982|117|Science Fiction,Drama,Thriller|Warner Bros.|R|8.1|A detective hunts artificial humans in a rain-soaked future Los Angeles.
        335984|tt1856101|Blade Runner 2049|2017|164|Science Fiction,Drama|Alcon|R|8.0|A new blade runner uncovers a secret that could upend what remains of society.
        348|tt0078748|Alien|1979|117|Horror,Science Fiction|20th Century Fox|R|8.5|A space freighter's crew answers a distress call and brings back a deadly stowaway.
        679|tt0090605|Aliens|1986|137|Action,Thriller,Science Fiction|20th Century Fox|R|8.4|Ripley returns to the creatures' planet with a squad of marines.
        329|tt0107290|Jurassic Park|1993|127|Adventure,Science Fiction|Universal|PG-13|8.2|A theme park of cloned dinosaurs breaks loose during a preview tour.
        862|tt0114709|Toy Story|1995|81|Animation,Comedy,Family|Pixar|G|8.3|A cowboy doll feels threatened when a flashy space ranger becomes the favourite toy.
        105|tt0088763|Back to the Future|1985|116|Adventure,Comedy,Science Fiction|Universal|PG|8.5|A teenager accidentally travels to 1955 and must get his parents together.
        11|tt0076759|Star Wars|1977|121|Adventure,Action,Science Fiction|Lucasfilm|PG|8.6|A farm boy joins rebels to rescue a princess from a galactic empire.
        1891|tt0080684|The Empire Strikes Back|1980|124|Adventure,Action,Science Fiction|Lucasfilm|PG|8.7|The rebels scatter while Luke trains with a Jedi master.
        769|tt0099685|GoodFellas|1990|145|Drama,Crime|Warner Bros.|R|8.7|A young man rises through the mob over three decades.
        807|tt0114369|Se7en|1995|127|Crime,Mystery,Thriller|New Line|R|8.6|Two detectives track a killer who stages his murders after the seven deadly sins.
        120|tt0120737|The Lord of the Rings: The Fellowship of the Ring|2001|179|Adventure,Fantasy,Action|New Line|PG-13|8.9|A hobbit sets out to destroy a ring of terrible power.
        121|tt0167261|The Lord of the Rings: The Two Towers|2002|179|Adventure,Fantasy,Action|New Line|PG-13|8.8|The fellowship is broken and war comes to Rohan.
        122|tt0167260|The Lord of the Rings: The Return of the King|2003|201|Adventure,Fantasy,Action|New Line|PG-13|9.0|The final battle for Middle-earth begins as the ring nears Mount Doom.
        98|tt0172495|Gladiator|2000|155|Action,Drama,Adventure|DreamWorks|R|8.5|A betrayed general fights as a gladiator to avenge his family.
        597|tt0120338|Titanic|1997|194|Drama,Romance|Paramount|PG-13|7.9|A young couple from different classes fall in love aboard a doomed liner.
        76341|tt1392190|Mad Max: Fury Road|2015|121|Action,Adventure,Science Fiction|Warner Bros.|R|8.1|A drifter and a rebel commander flee a tyrant across the wasteland.
        329865|tt2543164|Arrival|2016|116|Drama,Science Fiction,Mystery|Paramount|PG-13|7.9|A linguist races to understand visitors whose language changes how she sees time.
        152601|tt1798709|Her|2013|126|Romance,Science Fiction,Drama|Annapurna|R|8.0|A lonely writer falls for an operating system with a voice of its own.
        244786|tt2582802|Whiplash|2014|107|Drama,Music|Blumhouse|R|8.5|A drummer pushes himself to the edge under a merciless teacher.
        313369|tt3783958|La La Land|2016|128|Comedy,Drama,Romance,Music|Lionsgate|PG-13|8.0|A pianist and an actress chase their dreams in Los Angeles.
        194|tt0211915|Amélie|2001|122|Comedy,Romance|UGC|R|8.3|A shy Parisian waitress quietly changes the lives of those around her.
        1417|tt0457430|Pan's Labyrinth|2006|118|Fantasy,Drama,War|Telecinco|R|8.2|A girl in post-war Spain finds a labyrinth and a faun with three tasks.
        128|tt0119698|Princess Mononoke|1997|134|Adventure,Fantasy,Animation|Studio Ghibli|PG-13|8.3|A cursed prince is caught in a war between a forest's gods and an iron town.
        8392|tt0096283|My Neighbor Totoro|1988|86|Fantasy,Animation,Family|Studio Ghibli|G|8.1|Two sisters befriend gentle forest spirits near their new country home.
        670|tt0364569|Oldboy|2003|120|Drama,Thriller,Mystery|Show East|R|8.4|A man imprisoned for fifteen years without reason is suddenly set free.
        77|tt0209144|Memento|2000|113|Mystery,Thriller|Newmarket|R|8.4|A man without short-term memory hunts his wife's killer using notes and tattoos.
        1124|tt0482571|The Prestige|2006|130|Drama,Mystery,Science Fiction|Touchstone|PG-13|8.5|Two rival magicians go to ruinous lengths to outdo each other.
        14160|tt1049413|Up|2009|96|Animation,Comedy,Family,Adventure|Pixar|PG|8.3|An old man ties balloons to his house and flies off, with a stowaway scout.
        10681|tt0910970|WALL·E|2008|98|Animation,Family,Science Fiction|Pixar|G|8.4|A lonely trash-compacting robot follows a sleek probe into space.
        2062|tt0382932|Ratatouille|2007|111|Animation,Comedy,Family|Pixar|G|8.1|A rat with a gift for cooking teams up with a hapless kitchen boy in Paris.
        12|tt0266543|Finding Nemo|2003|100|Animation,Family|Pixar|G|8.2|A timid clownfish crosses the ocean to find his captured son.
        9806|tt0317705|The Incredibles|2004|115|Action,Adventure,Animation,Family|Pixar|PG|8.0|A family of retired superheroes is pulled back into action.
        150540|tt2096673|Inside Out|2015|95|Animation,Family,Drama,Comedy|Pixar|PG|8.1|A girl's emotions struggle to steer her through a difficult move.
        354912|tt2380307|Coco|2017|105|Family,Animation,Fantasy,Music|Pixar|PG|8.4|A boy who dreams of music crosses into the Land of the Dead.
        949|tt0113277|Heat|1995|170|Action,Crime,Drama|Warner Bros.|R|8.3|A master thief and a driven detective circle each other across Los Angeles.
        6977|tt0477348|No Country for Old Men|2007|122|Crime,Drama,Thriller|Miramax|R|8.2|A hunter takes drug money from a desert shootout and is pursued by a killer.
        275|tt0116282|Fargo|1996|98|Crime,Drama,Thriller|Gramercy|R|8.1|A car salesman's kidnapping scheme unravels in snowbound Minnesota.
        115|tt0118715|The Big Lebowski|1998|117|Comedy,Crime|Gramercy|R|8.1|A laid-back bowler is mistaken for a millionaire and drawn into a ransom plot.
        38|tt0338013|Eternal Sunshine of the Spotless Mind|2004|108|Science Fiction,Drama,Romance|Focus|R|8.3|A couple erase each other from their memories, then regret it.
        37799|tt1285016|The Social Network|2010|121|Drama|Columbia|PG-13|7.8|A student builds a social website and loses his friends along the way.
        64690|tt0780504|Drive|2011|100|Drama,Thriller,Crime|FilmDistrict|R|7.8|A quiet stunt driver who moonlights as a getaway driver protects his neighbours.
        376867|tt4975722|Moonlight|2016|111|Drama|A24|R|7.4|A boy grows up in Miami across three chapters of his life.
        419430|tt5052448|Get Out|2017|104|Mystery,Thriller,Horror|Blumhouse|R|7.8|A weekend visit to his girlfriend's family turns sinister for a young man.
        545611|tt6710474|Everything Everywhere All at Once|2022|140|Action,Adventure,Science Fiction|A24|R|7.8|A laundromat owner must connect with versions of herself across the multiverse.
        872585|tt15398776|Oppenheimer|2023|181|Drama,History|Universal|R|8.3|The physicist who led the atomic bomb project faces its consequences.
        346698|tt1517268|Barbie|2023|114|Comedy,Adventure|Warner Bros.|PG-13|6.9|A doll leaves her perfect world for the real one.
        361743|tt1745960|Top Gun: Maverick|2022|131|Action,Drama|Paramount|PG-13|8.2|A veteran pilot trains young aviators for a dangerous mission.
        120467|tt2278388|The Grand Budapest Hotel|2014|100|Comedy,Drama|Fox Searchlight|R|8.1|A concierge and his lobby boy are caught up in the theft of a painting.
        546554|tt8946378|Knives Out|2019|131|Comedy,Crime,Mystery|Lionsgate|PG-13|7.9|A detective untangles a wealthy novelist's death and his scheming family.
        578|tt0073195|Jaws|1975|124|Horror,Thriller,Adventure|Universal|PG|8.1|A police chief, a scientist and a fisherman hunt a great white shark.
        601|tt0083866|E.T. the Extra-Terrestrial|1982|115|Science Fiction,Adventure,Family|Universal|PG|7.9|A boy befriends a stranded alien and helps him get home.
        85|tt0082971|Raiders of the Lost Ark|1981|115|Adventure,Action|Lucasfilm|PG|8.4|An archaeologist races rivals to find the Ark of the Covenant.
        694|tt0081505|The Shining|1980|144|Horror,Thriller|Warner Bros.|R|8.4|A writer wintering in an isolated hotel with his family loses his mind.
        62|tt0062622|2001: A Space Odyssey|1968|149|Science Fiction,Mystery,Adventure|MGM|G|8.3|A mysterious monolith guides humanity from the dawn of man to Jupiter.
        289|tt0034583|Casablanca|1942|102|Drama,Romance|Warner Bros.|PG|8.5|A nightclub owner in wartime Morocco meets the woman who left him.
        539|tt0054215|Psycho|1960|109|Horror,Thriller|Shamley|R|8.5|A secretary on the run stops at a remote motel run by a troubled young man.
        426|tt0052357|Vertigo|1958|128|Mystery,Romance,Thriller|Paramount|PG|8.3|A detective with a fear of heights becomes obsessed with a woman he follows.
        346|tt0047478|Seven Samurai|1954|207|Action,Drama|Toho|NR|8.6|A village hires seven masterless samurai to defend it from bandits.
        28|tt0078788|Apocalypse Now|1979|147|Drama,War|Zoetrope|R|8.4|An army captain travels upriver to find a renegade colonel.
        103|tt0075314|Taxi Driver|1976|114|Crime,Drama|Columbia|R|8.2|A lonely cab driver in New York drifts toward violence.
        274|tt0102926|The Silence of the Lambs|1991|118|Crime,Drama,Thriller|Orion|R|8.6|A trainee agent seeks a cannibal psychiatrist's help to catch a killer.
        424|tt0108052|Schindler's List|1993|195|Drama,History,War|Universal|R|9.0|A businessman saves more than a thousand Jewish workers during the Holocaust.
        857|tt0120815|Saving Private Ryan|1998|169|Drama,History,War|DreamWorks|R|8.6|After D-Day, a squad searches for a paratrooper whose brothers were killed.
        280|tt0103064|Terminator 2: Judgment Day|1991|137|Action,Thriller,Science Fiction|Carolco|R|8.6|A reprogrammed machine protects a boy who will lead humanity's resistance.
        218|tt0088247|The Terminator|1984|108|Action,Thriller,Science Fiction|Orion|R|8.1|A cyborg assassin from the future hunts a waitress in Los Angeles.
        562|tt0095016|Die Hard|1988|132|Action,Thriller|20th Century Fox|R|8.2|An off-duty cop takes on terrorists in a Los Angeles tower on Christmas Eve.
        101|tt0110413|Léon: The Professional|1994|110|Crime,Drama,Action|Gaumont|R|8.5|A hitman takes in a girl whose family was murdered by corrupt police.
        37165|tt0120382|The Truman Show|1998|103|Comedy,Drama|Paramount|PG|8.2|A man discovers his whole life is a television show.
        137|tt0107048|Groundhog Day|1993|101|Romance,Fantasy,Comedy|Columbia|PG|8.0|A cynical weatherman relives the same day over and over.
        745|tt0167404|The Sixth Sense|1999|107|Mystery,Thriller,Drama|Hollywood Pictures|PG-13|8.2|A child psychologist treats a boy who says he sees dead people.
        489|tt0119217|Good Will Hunting|1997|126|Drama|Miramax|R|8.3|A janitor with a gift for mathematics works with a therapist to face his past.
        1422|tt0407887|The Departed|2006|151|Drama,Thriller,Crime|Warner Bros.|R|8.5|An undercover cop and a mole in the police try to expose each other.
        68718|tt1853728|Django Unchained|2012|165|Drama,Western|Columbia|R|8.5|A freed slave and a bounty hunter set out to rescue his wife.
        16869|tt0361748|Inglourious Basterds|2009|153|Drama,Thriller,War|Universal|R|8.4|Allied soldiers and a cinema owner plot against the Nazi leadership.
        24|tt0266697|Kill Bill: Vol. 1|2003|111|Action,Crime|Miramax|R|8.2|A former assassin wakes from a coma and seeks revenge.
        500|tt0105236|Reservoir Dogs|1992|99|Crime,Thriller|Miramax|R|8.3|A jewel heist goes wrong and the surviving thieves suspect a traitor.
        627|tt0117951|Trainspotting|1996|94|Drama,Crime|Channel Four|R|8.1|A group of friends in Edinburgh struggle with addiction.
        9693|tt0206634|Children of Men|2006|109|Drama,Action,Thriller,Science Fiction|Universal|R|7.9|In a world without births, a man escorts the first pregnant woman in years.
        17654|tt1136608|District 9|2009|112|Science Fiction|TriStar|R|7.9|A bureaucrat evicting stranded aliens begins to change into one of them.
        137113|tt1631867|Edge of Tomorrow|2014|113|Action,Science Fiction|Warner Bros.|PG-13|7.9|A soldier relives the same battle each time he dies.
        264660|tt0470752|Ex Machina|2014|108|Drama,Science Fiction|A24|R|7.7|A programmer tests whether a humanoid robot is truly conscious.
        49047|tt1454468|Gravity|2013|91|Science Fiction,Thriller,Drama|Warner Bros.|PG-13|7.7|Two astronauts are stranded after debris destroys their shuttle.
        286217|tt3659388|The Martian|2015|141|Drama,Adventure,Science Fiction|20th Century Fox|PG-13|8.0|An astronaut left on Mars must grow food and signal home.
        263115|tt3315342|Logan|2017|137|Action,Drama,Science Fiction|20th Century Fox|R|8.1|An ageing mutant protects a young girl with powers like his own.
        324857|tt4633694|Spider-Man: Into the Spider-Verse|2018|117|Action,Adventure,Animation|Sony|PG|8.4|A Brooklyn teen becomes Spider-Man and meets others from parallel worlds.
        693134|tt15239678|Dune: Part Two|2024|167|Science Fiction,Adventure|Legendary|PG-13|8.5|Paul unites with the Fremen to wage war against those who destroyed his family.
        792307|tt14230458|Poor Things|2023|141|Science Fiction,Romance,Comedy|Searchlight|R|7.8|A woman brought back to life by a scientist sets out to see the world.
        666277|tt13238346|Past Lives|2023|106|Drama,Romance|A24|PG-13|7.8|Childhood friends reunite decades later in New York.
        915935|tt17009710|Anatomy of a Fall|2023|152|Crime,Drama,Thriller|Les Films Pelléas|R|7.7|A writer stands trial after her husband's fall from their chalet.
        467244|tt7160372|The Zone of Interest|2023|105|Drama,History,War|A24|PG-13|7.4|A commandant's family builds a quiet life beside a death camp.
        466420|tt5537002|Killers of the Flower Moon|2023|206|Crime,Drama,History|Apple Studios|R|7.6|Members of the Osage Nation are murdered for their oil wealth in 1920s Oklahoma.
        19995|tt0499549|Avatar|2009|162|Action,Adventure,Fantasy,Science Fiction|20th Century Fox|PG-13|7.9|A paralysed marine joins the people of a moon he was sent to exploit.
        671|tt0241527|Harry Potter and the Philosopher's Stone|2001|152|Adventure,Fantasy|Warner Bros.|PG|7.6|An orphan learns he is a wizard and starts at a school of magic.
        672|tt0295297|Harry Potter and the Chamber of Secrets|2002|161|Adventure,Fantasy|Warner Bros.|PG|7.4|A hidden chamber is opened and students are turned to stone.
        673|tt0304141|Harry Potter and the Prisoner of Azkaban|2004|141|Adventure,Fantasy|Warner Bros.|PG|7.9|An escaped prisoner is believed to be after Harry.
        1726|tt0371746|Iron Man|2008|126|Action,Science Fiction,Adventure|Marvel Studios|PG-13|7.9|An arms dealer builds a powered suit to escape captivity.
        24428|tt0848228|The Avengers|2012|143|Science Fiction,Action,Adventure|Marvel Studios|PG-13|8.0|Earth's mightiest heroes assemble to stop an alien invasion.
        299534|tt4154796|Avengers: Endgame|2019|181|Adventure,Science Fiction,Action|Marvel Studios|PG-13|8.4|The surviving heroes attempt to undo a catastrophe.
        284054|tt1825683|Black Panther|2018|134|Action,Adventure,Science Fiction|Marvel Studios|PG-13|7.3|A new king defends his hidden nation from a challenger.
        281957|tt1663202|The Revenant|2015|156|Western,Drama,Adventure|Regency|R|8.0|A frontiersman left for dead crosses the wilderness for revenge.
        106646|tt0993846|The Wolf of Wall Street|2013|180|Crime,Drama,Comedy|Paramount|R|8.2|A stockbroker's rise is fuelled by fraud and excess.
        194662|tt2562232|Birdman|2014|120|Drama,Comedy|Fox Searchlight|R|7.7|A former superhero actor mounts a Broadway play to revive his career.
        530915|tt8579674|1917|2019|119|War,Drama,History|DreamWorks|R|8.2|Two soldiers cross enemy territory to deliver a message that could save lives.
        475557|tt7286456|Joker|2019|122|Crime,Thriller,Drama|Warner Bros.|R|8.4|A failed comedian descends into madness in Gotham.
        458156|tt6146586|John Wick: Chapter 3 – Parabellum|2019|131|Action,Thriller,Crime|Lionsgate|R|7.4|A hitman on the run fights his way across New York.
        245891|tt2911666|John Wick|2014|101|Action,Thriller|Lionsgate|R|7.4|A retired hitman returns to take revenge on the men who took everything.
        603692|tt10366206|John Wick: Chapter 4|2023|169|Action,Thriller,Crime|Lionsgate|R|7.7|John Wick takes on the High Table across continents.
        414906|tt1877830|The Batman|2022|177|Crime,Mystery,Thriller|Warner Bros.|PG-13|7.8|A young Batman hunts a killer targeting Gotham's elite.
        634649|tt10872600|Spider-Man: No Way Home|2021|148|Action,Adventure,Science Fiction|Sony|PG-13|8.2|A spell to hide Peter Parker's identity opens the multiverse.
        447365|tt6791350|Guardians of the Galaxy Vol. 3|2023|150|Science Fiction,Adventure,Action|Marvel Studios|PG-13|7.9|The Guardians protect Rocket from the one who made him.
        502356|tt6718170|The Super Mario Bros. Movie|2023|92|Family,Comedy,Adventure,Animation|Illumination|PG|7.0|A plumber from Brooklyn is swept into a kingdom of mushrooms.
        569094|tt9362722|Spider-Man: Across the Spider-Verse|2023|140|Action,Adventure,Animation|Sony|PG|8.6|Miles Morales is pulled across the multiverse by a society of spider-people.
        385687|tt5433140|Fast X|2023|141|Action,Crime,Thriller|Universal|PG-13|5.8|A vengeful son targets Dom's family.
        926393|tt13433802|The Equalizer 3|2023|109|Action,Thriller,Crime|Columbia|R|6.8|A retired operative settles in southern Italy and protects his new friends.
        1022789|tt22022452|Inside Out 2|2024|96|Animation,Family,Adventure|Pixar|PG|7.6|New emotions arrive as Riley becomes a teenager.
        533535|tt6263850|Deadpool & Wolverine|2024|128|Action,Comedy,Science Fiction|Marvel Studios|R|7.6|A wisecracking mercenary recruits a reluctant Wolverine.
        945961|tt14539740|Alien: Romulus|2024|119|Science Fiction,Horror|20th Century Studios|R|7.2|Young colonists scavenging a derelict station meet the deadliest creature in the universe.
        558449|tt9218128|Gladiator II|2024|148|Action,Adventure,Drama|Paramount|R|6.6|A prisoner fights in the Colosseum of a decadent Rome.
        1184918|tt29623480|The Wild Robot|2024|102|Animation,Science Fiction,Family|DreamWorks|PG|8.2|A robot stranded on an island raises an orphaned gosling.
        402431|tt1262426|Wicked|2024|160|Drama,Romance,Fantasy|Universal|PG|7.5|Two students at a school of sorcery become unlikely friends.
        933260|tt17526714|The Substance|2024|141|Horror,Science Fiction|Working Title|R|7.3|A fading star takes a black-market drug that creates a younger self.
        1064213|tt28607951|Anora|2024|139|Drama,Comedy,Romance|Neon|R|7.5|A young dancer marries an oligarch's son on impulse.
        974453|tt20215234|Conclave|2024|120|Drama,Thriller|Focus|PG|7.4|A cardinal oversees the secret election of a new pope.
        549509|tt8999762|The Brutalist|2024|215|Drama,History|A24|R|7.4|A visionary architect rebuilds his life in post-war America.
        1241982|tt13622970|Moana 2|2024|100|Animation,Adventure,Family|Disney|PG|6.8|Moana answers a call from her wayfinding ancestors.
        939243|tt18259086|Sonic the Hedgehog 3|2024|110|Action,Science Fiction,Comedy,Family|Paramount|PG|7.0|Sonic and his friends face a powerful new foe.
        1100782|tt14948432|Smile 2|2024|127|Horror,Mystery|Paramount|R|6.8|A pop star on tour begins to experience terrifying events.
        912649|tt16366836|Venom: The Last Dance|2024|109|Action,Science Fiction,Adventure|Sony|PG-13|6.1|Eddie and Venom are on the run, hunted by both worlds.
        889737|tt11315808|Joker: Folie à Deux|2024|138|Drama,Crime,Music|Warner Bros.|R|5.2|Arthur Fleck meets a kindred spirit while awaiting trial.
        748783|tt4425200|The Garfield Movie|2024|101|Animation,Comedy,Family|Columbia|PG|7.1|A lazy indoor cat is dragged into a heist by his long-lost father.
        653346|tt11389872|Kingdom of the Planet of the Apes|2024|145|Science Fiction,Adventure,Action|20th Century Studios|PG-13|7.1|Generations after Caesar, a young ape questions everything he knows.
        786892|tt12037194|Furiosa: A Mad Max Saga|2024|149|Action,Adventure,Science Fiction|Warner Bros.|R|7.6|A young woman taken from her home plots her return across the wasteland.
        718821|tt12584954|Twisters|2024|122|Action,Adventure,Thriller|Universal|PG-13|7.0|Storm chasers converge on Oklahoma during a violent tornado season.
        1022796|tt11057302|Wish|2023|95|Animation,Family,Fantasy,Adventure|Disney|PG|6.4|A young woman's wish upon a star has unexpected answers.
        """
}
